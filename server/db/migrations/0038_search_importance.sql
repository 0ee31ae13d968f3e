-- Search ranking by importance (issue 12): within a match tier, the companies people mean come first.
-- A company's search rank adds to its data quality (1-100) a listing on an exchange (+100), an active
-- status (+20: a former SEC registration of the same company has no ticker and an unknown status), an
-- LEI (+10) and its size (+10 per power of ten employees, at most +50). The names carry a copy of the
-- rank (it replaces the copy of the data quality, 0012_search_speed.sql), so the ranked read of a
-- common start keeps stopping after the page. The formula is in docs/decisions/0009-company-search.md.
ALTER TABLE companies ADD COLUMN search_rank integer GENERATED ALWAYS AS (
  data_quality
  + CASE WHEN is_listed THEN 100 ELSE 0 END
  + CASE WHEN status = 'active' THEN 20 ELSE 0 END
  + CASE WHEN lei IS NOT NULL THEN 10 ELSE 0 END
  + CASE WHEN employees > 0 THEN least(50, floor(10 * log(employees::numeric))::int) ELSE 0 END
) STORED;

ALTER TABLE company_names RENAME COLUMN company_quality TO company_rank;

CREATE OR REPLACE FUNCTION copy_company_name_ranks() RETURNS bigint
LANGUAGE sql AS $$
  WITH copied AS (
    UPDATE company_names n SET company_rank = c.search_rank, company_sort_name = lower(c.name)
    FROM companies c WHERE c.id = n.company_id AND n.company_rank IS NULL
    RETURNING 1
  )
  SELECT count(*) FROM copied
$$;

CREATE OR REPLACE FUNCTION company_names_copy_ranks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_names SET company_rank = NEW.search_rank, company_sort_name = lower(NEW.name)
  WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;
DROP TRIGGER companies_rank_copy ON companies;
CREATE TRIGGER companies_rank_copy AFTER UPDATE OF name, data_quality, is_listed, status, lei, employees ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.search_rank IS DISTINCT FROM NEW.search_rank)
  EXECUTE FUNCTION company_names_copy_ranks();

CREATE OR REPLACE FUNCTION company_names_forget_ranks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_names n SET company_rank = NULL, company_sort_name = NULL
  FROM deleted d WHERE n.company_id = d.id AND n.company_rank IS NOT NULL;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION company_names_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_rank := NULL;
  NEW.company_sort_name := NULL;
  RETURN NEW;
END
$$;

UPDATE company_names n SET company_rank = c.search_rank
FROM companies c WHERE c.id = n.company_id AND n.company_rank IS NOT NULL AND n.company_rank <> c.search_rank;
