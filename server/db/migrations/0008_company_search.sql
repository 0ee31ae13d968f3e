-- Company search (issue 5): indexes for the keyword and joined-syllable matches, the industry
-- section of a company (ISIC Rev.4 section, from its ISIC class or, failing that, its US SIC code),
-- and the data-error reports users send from the result list.

-- Keyword mode: every word of the query is a word of the name (simple configuration: no stemming,
-- no stop words; `normalised` is already lower case, unaccented and in Latin script).
CREATE INDEX company_names_words_idx ON company_names USING gin (to_tsvector('simple', normalised));

-- The name with its spaces removed: a transliteration that splits syllables ("hua wei") still
-- matches the query written as one word ("huawei"), and the other way round.
CREATE INDEX company_names_compact_idx ON company_names (replace(normalised, ' ', '') text_pattern_ops);

-- Names in Han, kana or Hangul matched as written, for queries in those scripts (a Japanese reading
-- cannot be derived from the characters, so the Latin form alone would miss them).
CREATE INDEX company_names_native_idx ON company_names (lower(name) text_pattern_ops) WHERE kind = 'native';

-- ISIC Rev.4 section (A-U) of an ISIC code: a section letter as it is, or a class, group or
-- division by its first two digits.
CREATE FUNCTION isic_section(code text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE
    WHEN code ~ '^[A-U]$' THEN code
    WHEN code !~ '^[0-9]{2}' THEN NULL
    ELSE (
      SELECT CASE
        WHEN d BETWEEN 1 AND 3 THEN 'A'
        WHEN d BETWEEN 5 AND 9 THEN 'B'
        WHEN d BETWEEN 10 AND 33 THEN 'C'
        WHEN d = 35 THEN 'D'
        WHEN d BETWEEN 36 AND 39 THEN 'E'
        WHEN d BETWEEN 41 AND 43 THEN 'F'
        WHEN d BETWEEN 45 AND 47 THEN 'G'
        WHEN d BETWEEN 49 AND 53 THEN 'H'
        WHEN d BETWEEN 55 AND 56 THEN 'I'
        WHEN d BETWEEN 58 AND 63 THEN 'J'
        WHEN d BETWEEN 64 AND 66 THEN 'K'
        WHEN d = 68 THEN 'L'
        WHEN d BETWEEN 69 AND 75 THEN 'M'
        WHEN d BETWEEN 77 AND 82 THEN 'N'
        WHEN d = 84 THEN 'O'
        WHEN d = 85 THEN 'P'
        WHEN d BETWEEN 86 AND 88 THEN 'Q'
        WHEN d BETWEEN 90 AND 93 THEN 'R'
        WHEN d BETWEEN 94 AND 96 THEN 'S'
        WHEN d BETWEEN 97 AND 98 THEN 'T'
        WHEN d = 99 THEN 'U'
      END
      FROM (SELECT substr(code, 1, 2)::int AS d) AS division
    )
  END
$$;

-- The ISIC Rev.4 section a US SIC (1987) code falls in, by major group (and industry group where a
-- major group spans two sections). A crosswalk at section level: exact enough for a filter.
CREATE FUNCTION sic_isic_section(code text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE
    WHEN code !~ '^[0-9]{2}' THEN NULL
    ELSE (
      SELECT CASE
        WHEN g BETWEEN 1 AND 9 THEN 'A'
        WHEN g BETWEEN 10 AND 14 THEN 'B'
        WHEN g BETWEEN 15 AND 17 THEN 'F'
        WHEN g BETWEEN 20 AND 39 THEN 'C'
        WHEN g BETWEEN 40 AND 47 THEN 'H'
        WHEN g = 48 THEN 'J'
        WHEN g = 49 AND (i IN (491, 492, 493) OR code LIKE '4961%') THEN 'D'
        WHEN g = 49 THEN 'E'
        WHEN g BETWEEN 50 AND 57 OR g = 59 THEN 'G'
        WHEN g = 58 OR g = 70 THEN 'I'
        WHEN g = 65 THEN 'L'
        WHEN g BETWEEN 60 AND 67 THEN 'K'
        WHEN g = 72 OR g = 76 OR g = 86 THEN 'S'
        WHEN i = 737 THEN 'J'
        WHEN i = 731 OR g = 81 OR g = 87 OR g = 89 THEN 'M'
        WHEN g = 73 THEN 'N'
        WHEN g = 75 THEN 'G'
        WHEN g = 78 THEN 'J'
        WHEN g = 79 OR g = 84 THEN 'R'
        WHEN g = 80 OR g = 83 THEN 'Q'
        WHEN g = 82 THEN 'P'
        WHEN g = 88 THEN 'T'
        WHEN g BETWEEN 91 AND 97 THEN 'O'
      END
      FROM (
        SELECT substr(code, 1, 2)::int AS g,
               CASE WHEN code ~ '^[0-9]{3}' THEN substr(code, 1, 3)::int END AS i
      ) AS groups
    )
  END
$$;

-- Stored, so that the industry filter and facet read a column instead of re-deriving it per row.
ALTER TABLE companies
  ADD COLUMN industry_section text GENERATED ALWAYS AS (coalesce(isic_section(isic), sic_isic_section(sic))) STORED;
CREATE INDEX companies_industry_section_idx ON companies (industry_section);

-- Browsing a country's companies (no search text) by data quality.
CREATE INDEX companies_country_quality_idx ON companies (country_code, data_quality DESC, id);

-- "Report error" from the result list (spec: the Report Issues form). The optional attachment is
-- kept with the report; its type is checked by content before it is stored.
CREATE TABLE company_error_reports (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  error_type text NOT NULL
    CHECK (error_type IN ('data-error', 'question', 'contribute', 'withhold', 'suggestion')),
  description text NOT NULL,
  -- The companies the report is about (their aaa ids), when it was sent with a selection.
  company_ids text[] NOT NULL DEFAULT '{}',
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  file_name text,
  file_type text,
  file_size integer,
  file_data bytea,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'verified', 'resolved', 'rejected')),
  created_at timestamptz NOT NULL
);
CREATE INDEX company_error_reports_user_idx ON company_error_reports (user_id, created_at DESC);
