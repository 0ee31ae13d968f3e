-- Typo tolerance that does not grow with the names (issue 5 follow-up). A misspelt word used to
-- be looked up in the trigram index of every name: at 10 M companies each common trigram ("ine",
-- "ser") lists millions of names, and one word took 0.4-0.8 s. Now the misspelt word is compared
-- with the distinct words of all names (a few thousand to a few million, far fewer than the
-- names), and the names holding the close words are found by the word index, as in keyword search.

-- Every word that appears in a name's search form (normalised). A word whose last name is gone
-- may stay: it then finds no name, so the list is a superset and needs no counting.
-- Byte order ("C"), so that the words of a first letter are one range of the primary key.
CREATE TABLE company_name_words (
  word text COLLATE "C" PRIMARY KEY
);
CREATE INDEX company_name_words_trgm_idx ON company_name_words USING gin (word gin_trgm_ops);

INSERT INTO company_name_words (word)
SELECT DISTINCT w FROM company_names, unnest(string_to_array(normalised, ' ')) AS w WHERE w <> '';

-- New names add their words once per statement (bulk loads insert thousands of rows per
-- statement, so a row trigger would cost a lookup per row); a changed search form, once per row
-- (rare, and a statement trigger cannot be limited to one column's updates).
CREATE FUNCTION add_company_name_words(names text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO company_name_words (word)
  SELECT DISTINCT w FROM unnest(names) AS n, unnest(string_to_array(n, ' ')) AS w WHERE w <> ''
  ON CONFLICT DO NOTHING
$$;

CREATE FUNCTION company_names_add_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM add_company_name_words(ARRAY(SELECT normalised FROM added));
  ELSE
    PERFORM add_company_name_words(ARRAY[NEW.normalised]);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER company_names_words_insert AFTER INSERT ON company_names
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION company_names_add_words();
CREATE TRIGGER company_names_words_update AFTER UPDATE OF normalised ON company_names
  FOR EACH ROW WHEN (OLD.normalised IS DISTINCT FROM NEW.normalised) EXECUTE FUNCTION company_names_add_words();

-- The trigram index of whole names served only the typo rule.
DROP INDEX company_names_trgm_idx;
