-- Sanctions lists (OFAC SDN and consolidated non-SDN, BIS Denied Persons, UN, EU, UK OFSI) in one
-- shape: lists, programmes, entries, and the entries' names, addresses, identifiers, birth dates,
-- birth places and nationalities. Entries are keyed by the list's own id (`source_id`), so an
-- import upserts and a re-import of the same file changes nothing. Every row carries `source`
-- (list and version). Filled by server/features/sanctions (bundled lists at first start, and
-- `npm run import:sanctions` for the files an operator downloads).

CREATE TABLE sanction_lists (
  id text PRIMARY KEY,
  name text NOT NULL,
  authority text NOT NULL,
  format text NOT NULL,
  -- the list's own date or version (publication date when the file says it)
  version text,
  published_on date,
  -- SHA-256 of the imported files; the same hash means the same content
  content_hash text,
  entry_count integer NOT NULL DEFAULT 0,
  imported_at timestamptz,
  source text
);

CREATE TABLE sanction_programmes (
  list_id text NOT NULL REFERENCES sanction_lists (id) ON DELETE CASCADE,
  code text NOT NULL,
  name text,
  source text NOT NULL,
  PRIMARY KEY (list_id, code)
);

CREATE TABLE sanction_entries (
  id bigserial UNIQUE,
  list_id text NOT NULL REFERENCES sanction_lists (id) ON DELETE CASCADE,
  source_id text NOT NULL,
  entry_type text NOT NULL CHECK (entry_type IN ('individual', 'entity', 'vessel', 'aircraft')),
  primary_name text NOT NULL,
  remarks text,
  listed_on date,
  -- list-specific fields: title, call sign, vessel data, gender, reference numbers, citations
  details jsonb NOT NULL DEFAULT '{}',
  -- hash of the normalised entry: an unchanged entry is not rewritten
  content_hash text NOT NULL,
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, source_id)
);
CREATE INDEX sanction_entries_type_idx ON sanction_entries (entry_type);

CREATE TABLE sanction_entry_programmes (
  list_id text NOT NULL,
  source_id text NOT NULL,
  programme_code text NOT NULL,
  source text NOT NULL,
  PRIMARY KEY (list_id, source_id, programme_code)
);
CREATE INDEX sanction_entry_programmes_code_idx ON sanction_entry_programmes (list_id, programme_code);

CREATE TABLE sanction_names (
  list_id text NOT NULL,
  source_id text NOT NULL,
  position smallint NOT NULL,
  name text NOT NULL,
  name_type text NOT NULL CHECK (name_type IN ('primary', 'aka', 'fka', 'nka')),
  -- strong / weak as the list grades it (OFAC weak a.k.a., UN 'Low' quality); NULL when ungraded
  quality text CHECK (quality IN ('strong', 'weak')),
  -- 'latin', or 'original' for a name in its original (non-Latin) script
  script text NOT NULL DEFAULT 'latin' CHECK (script IN ('latin', 'original')),
  language text,
  source text NOT NULL,
  PRIMARY KEY (list_id, source_id, position)
);

CREATE TABLE sanction_addresses (
  list_id text NOT NULL,
  source_id text NOT NULL,
  position smallint NOT NULL,
  street text,
  city text,
  region text,
  postal_code text,
  country text,
  country_code text,
  remarks text,
  source text NOT NULL,
  PRIMARY KEY (list_id, source_id, position)
);

CREATE TABLE sanction_identifiers (
  list_id text NOT NULL,
  source_id text NOT NULL,
  position smallint NOT NULL,
  -- normalised kind: passport, national_id, tax_id, registration, imo, mmsi, swift_bic, lei, ...
  id_type text NOT NULL,
  -- the label as the list writes it ('Tax ID No.', 'Cedula No.')
  label text NOT NULL,
  value text NOT NULL,
  country text,
  country_code text,
  notes text,
  source text NOT NULL,
  PRIMARY KEY (list_id, source_id, position)
);
CREATE INDEX sanction_identifiers_value_idx ON sanction_identifiers (value);

CREATE TABLE sanction_birth_dates (
  list_id text NOT NULL,
  source_id text NOT NULL,
  position smallint NOT NULL,
  -- as written ('10 Dec 1948', 'circa 1951', '1960 to 1962')
  text text NOT NULL,
  year smallint,
  month smallint,
  day smallint,
  year_to smallint,
  is_approximate boolean NOT NULL DEFAULT false,
  source text NOT NULL,
  PRIMARY KEY (list_id, source_id, position)
);

CREATE TABLE sanction_birth_places (
  list_id text NOT NULL,
  source_id text NOT NULL,
  position smallint NOT NULL,
  place text NOT NULL,
  country_code text,
  source text NOT NULL,
  PRIMARY KEY (list_id, source_id, position)
);

CREATE TABLE sanction_nationalities (
  list_id text NOT NULL,
  source_id text NOT NULL,
  position smallint NOT NULL,
  country text NOT NULL,
  country_code text,
  kind text NOT NULL CHECK (kind IN ('nationality', 'citizenship')),
  source text NOT NULL,
  PRIMARY KEY (list_id, source_id, position)
);

-- HS codes a programme restricts. No bundled open source maps programmes to HS codes, so this
-- table stays empty until an operator fills it (see docs/DATA.md).
CREATE TABLE sanctioned_products (
  list_id text NOT NULL REFERENCES sanction_lists (id) ON DELETE CASCADE,
  programme_code text NOT NULL,
  hs_code text NOT NULL,
  description text,
  source text NOT NULL,
  PRIMARY KEY (list_id, programme_code, hs_code)
);

-- Import runs: a checkpoint per committed chunk, so a killed import resumes where it stopped.
CREATE TABLE sanction_import_runs (
  id bigserial PRIMARY KEY,
  list_id text NOT NULL REFERENCES sanction_lists (id) ON DELETE CASCADE,
  content_hash text NOT NULL,
  version text,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  chunk_size integer NOT NULL,
  chunks_total integer NOT NULL,
  chunks_done integer NOT NULL DEFAULT 0,
  inserted integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  removed integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  report_path text,
  error text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX sanction_import_runs_list_idx ON sanction_import_runs (list_id, content_hash, status);
