-- Runs of the record importers (npm run import): one row per attempt to import one input into one
-- data set. A checkpoint per committed chunk (chunks_done), so a killed import resumes where it
-- stopped; a finished run of the same content makes a re-run a no-op.
CREATE TABLE import_runs (
  id bigserial PRIMARY KEY,
  format text NOT NULL,
  dataset text NOT NULL,
  content_hash text NOT NULL,
  version text NOT NULL,
  input text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  chunk_size integer NOT NULL,
  chunks_done integer NOT NULL DEFAULT 0,
  records integer NOT NULL DEFAULT 0,
  inserted integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  -- The input ended early (cut download): what was read is kept, the run says so.
  truncated boolean NOT NULL DEFAULT false,
  report_path text,
  error text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX import_runs_dataset_idx ON import_runs (dataset, content_hash, status);

-- GLEIF LEI records: the registration facts of each LEI that have no column in companies, and the
-- hash of the mapped record, so that a re-import rewrites only records that changed.
CREATE TABLE lei_records (
  lei text PRIMARY KEY CHECK (lei ~ '^[A-Z0-9]{18}[0-9]{2}$'),
  company_id bigint NOT NULL,
  legal_name text NOT NULL,
  entity_status text,
  entity_category text,
  entity_sub_category text,
  legal_form_elf text,
  other_legal_form text,
  registration_authority_id text,
  registration_authority_entity_id text,
  legal_jurisdiction text,
  initial_registration_date date,
  last_update_date date,
  registration_status text,
  next_renewal_date date,
  managing_lou text,
  validation_sources text,
  record_hash text NOT NULL,
  source text NOT NULL
);
CREATE INDEX lei_records_company_idx ON lei_records (company_id);
