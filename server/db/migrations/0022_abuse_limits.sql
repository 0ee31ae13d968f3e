-- Abuse limits (issue 20, findings 3 and 6; docs/decisions/0026-abuse-limits.md).
--
-- One counter row per (bucket, subject) instead of one row per event: a use is counted and checked
-- in one statement (INSERT … ON CONFLICT DO UPDATE … WHERE count < max RETURNING), which PostgreSQL
-- serialises on the row, so concurrent requests can never all pass a check that only some fit.
-- The window is fixed: it starts at the first use and the count starts again once it has passed.
CREATE TABLE rate_counters (
  bucket text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (bucket, subject)
);
CREATE INDEX rate_counters_window_idx ON rate_counters (window_start);

DROP TABLE rate_events;

-- Sign-in from an address of its own when an account's failures from all addresses hit the ceiling:
-- the password and a code mailed to the account's address (step-up).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes
  ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('register', 'reset', 'change_email', 'login'));

-- Who exported what: one row per company export (filters as asked, rows written).
CREATE TABLE export_audit (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES app_users (id) ON DELETE SET NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  filters jsonb NOT NULL,
  rows_written integer NOT NULL,
  rows_total integer NOT NULL,
  client_ip text
);
CREATE INDEX export_audit_user_idx ON export_audit (user_id, created_at);
