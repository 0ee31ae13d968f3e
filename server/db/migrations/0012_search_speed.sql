-- Search speed (issue 5 follow-up): the first-word search and the autocomplete stop after the
-- page instead of ranking every match. Within a rank tier the list is ordered by the company's
-- data quality, name and id (docs/decisions/0009-company-search.md); a copy of those two company
-- columns on each of its names lets one index hold the names of a three-letter start in that order,
-- so the best companies of a common start ("xin", 0.2 % of all names) are read first and the scan
-- stops after the page.

-- The company's data_quality and lower(name), or NULL while not yet copied. The search reads a
-- NULL copy from the company itself, so a missing copy costs time, never a wrong order.
ALTER TABLE company_names ADD COLUMN company_quality integer, ADD COLUMN company_sort_name text;

-- Copies them where missing: called after bulk loads (one join instead of a lookup per row), so
-- the loaders need not know about it. Returns the number of names copied.
CREATE FUNCTION copy_company_name_ranks() RETURNS bigint
LANGUAGE sql AS $$
  WITH copied AS (
    UPDATE company_names n SET company_quality = c.data_quality, company_sort_name = lower(c.name)
    FROM companies c WHERE c.id = n.company_id AND n.company_quality IS NULL
    RETURNING 1
  )
  SELECT count(*) FROM copied
$$;

-- Keeps the copies true: a company's new name or quality goes to its names; a name moved to
-- another company, or whose company is deleted, forgets its copy.
CREATE FUNCTION company_names_copy_ranks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_names SET company_quality = NEW.data_quality, company_sort_name = lower(NEW.name)
  WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER companies_rank_copy AFTER UPDATE OF name, data_quality ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.data_quality IS DISTINCT FROM NEW.data_quality)
  EXECUTE FUNCTION company_names_copy_ranks();

CREATE FUNCTION company_names_forget_ranks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_names n SET company_quality = NULL, company_sort_name = NULL
  FROM deleted d WHERE n.company_id = d.id AND n.company_quality IS NOT NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER companies_rank_forget AFTER DELETE ON companies
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION company_names_forget_ranks();

CREATE FUNCTION company_names_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_quality := NULL;
  NEW.company_sort_name := NULL;
  RETURN NEW;
END
$$;
CREATE TRIGGER company_names_moved BEFORE UPDATE OF company_id ON company_names
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION company_names_moved();

SELECT copy_company_name_ranks();

-- The names of a three-letter start (spaces removed, as the first-word rule compares them) in
-- ranking order: quality, name (byte order, as the list sorts it), company.
CREATE INDEX company_names_rank_idx ON company_names (
  left(replace(normalised, ' ', ''), 3), company_quality DESC, company_sort_name COLLATE "C", company_id
) INCLUDE (kind, normalised) WHERE company_quality IS NOT NULL;

-- The spaceless form with the company, so that counting a common start's companies, and the exact
-- matches, read the index alone (0008 created it without; `normalised` is included because the
-- planner reads an expression index alone only when it holds the columns the expression uses).
DROP INDEX company_names_compact_idx;
CREATE INDEX company_names_compact_idx ON company_names (replace(normalised, ' ', '') text_pattern_ops)
  INCLUDE (company_id, normalised);

-- Names whose copy is missing: read with the others and ranked from their company.
CREATE INDEX company_names_unranked_idx ON company_names (replace(normalised, ' ', '') text_pattern_ops)
  WHERE company_quality IS NULL;
