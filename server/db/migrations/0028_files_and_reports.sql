-- The upload service and problem reports (docs/decisions/0032-files-and-help.md).
--
-- An uploaded file's bytes live under DATA_DIR/files/ (mode 0600), named by its id; the row keeps
-- what the server learned of it: the type sniffed from its bytes, its size and the purpose it was
-- accepted for. `attached_to` names what it was sent with (a report); such a file is no longer the
-- uploader's to delete.
CREATE TABLE uploaded_files (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  attached_to text,
  created_at timestamptz NOT NULL
);
CREATE INDEX uploaded_files_user_idx ON uploaded_files (user_id, created_at DESC);

-- The Report Issues form is sent from the result list, the help centre (ReportaProblem), the data
-- feedback call and Contact us: one table, the call it came through, and the uploaded file it names.
ALTER TABLE company_error_reports
  ADD COLUMN channel text NOT NULL DEFAULT 'reportError'
    CHECK (channel IN ('reportError', 'dataFeedback', 'contactUs')),
  ADD COLUMN file_id text REFERENCES uploaded_files (id) ON DELETE SET NULL;
CREATE INDEX company_error_reports_created_idx ON company_error_reports (created_at DESC, id DESC);
