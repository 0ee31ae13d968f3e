-- Billing information, invoices and report-update orders (issue 15, issue 21;
-- docs/decisions/0044-invoices-and-reports.md).

-- The billing details an invoice is made out to: one set per user (the spec's two billing-information
-- pages show and edit it).
CREATE TABLE billing_information (
  user_id bigint PRIMARY KEY REFERENCES app_users (id) ON DELETE CASCADE,
  company_name text NOT NULL,
  company_id text NOT NULL DEFAULT '',
  country_code text NOT NULL,
  address1 text NOT NULL,
  city text NOT NULL,
  zip_code text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A report update ordered for one company: paid by a ledger entry (1 credit per company, in the same
-- transaction), due between 24 and 72 hours later; `delivered_at` is set when the refresh is done.
CREATE TABLE report_update_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  ledger_entry_id bigint NOT NULL REFERENCES credit_ledger (id) ON DELETE CASCADE,
  company_id text NOT NULL,
  company_name text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('ordered', 'delivered')),
  due_at timestamptz NOT NULL,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX report_update_orders_user_idx ON report_update_orders (user_id, created_at DESC, id DESC);
CREATE INDEX report_update_orders_due_idx ON report_update_orders (due_at) WHERE status = 'ordered';
