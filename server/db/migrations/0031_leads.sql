-- Leads (docs/decisions/0037-leads.md): a user's saved questionnaires ("answer heads"), each with
-- its answers (role, HS products, countries, industries, sizes) and the result filters kept with it.
-- The answers are one JSON document checked by the contract's schema before they are written.
CREATE TABLE leads_answer_heads (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  answers jsonb NOT NULL,
  post_filter jsonb NOT NULL DEFAULT '{"countries":[],"industries":[],"sizes":[],"risks":[]}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX leads_answer_heads_name_idx ON leads_answer_heads (user_id, lower(name));
CREATE INDEX leads_answer_heads_user_idx ON leads_answer_heads (user_id, updated_at DESC);

-- The leads search finds a company's records by importer too (exporters already have an index).
CREATE INDEX shipments_importer_idx ON shipments (importer_company_id) WHERE importer_company_id IS NOT NULL;
