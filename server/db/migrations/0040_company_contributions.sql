-- Company data contributions (docs/decisions/0046-company-contributions.md): what users propose about a
-- company (a product, a new address, a change to an address, partial company information and industry
-- codes), moderated by an administrator. An approved proposal is applied to the company's rows with
-- `source = 'user'`; this table stays its history: who proposed it and when, who decided and when, and
-- the value it replaced (`previous`). No foreign key to companies: company data is reloaded on its own.
CREATE TABLE company_contributions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('product', 'address', 'addressEdit', 'info')),
  proposal jsonb NOT NULL,
  previous jsonb,
  file_id text REFERENCES uploaded_files (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  proposed_by bigint REFERENCES app_users (id) ON DELETE SET NULL,
  proposed_at timestamptz NOT NULL,
  decided_by bigint REFERENCES app_users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  note text
);
CREATE INDEX company_contributions_company_idx ON company_contributions (company_id, decided_at DESC)
  WHERE status = 'approved';
CREATE INDEX company_contributions_status_idx ON company_contributions (status, proposed_at DESC, id DESC);
