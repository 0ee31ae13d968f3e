-- Money (issue 15, docs/decisions/0030-ledger-and-payments.md): the credits ledger gets a maintained
-- balance that can never go negative, a reference to what an entry paid for or came from, and
-- idempotency keys per user; what credits bought (consumptions); orders and payment attempts.

-- The ledger stays append-only: an entry is never changed (deleting a user still removes theirs).
ALTER TABLE credit_ledger ADD COLUMN reference text;
ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_idempotency_key_key;
CREATE UNIQUE INDEX credit_ledger_idempotency_idx ON credit_ledger (user_id, idempotency_key);
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only';
END
$$;
CREATE TRIGGER credit_ledger_no_update BEFORE UPDATE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

-- The balance, changed in the same transaction as each ledger entry; the row is the lock and the
-- CHECK the last guard against a negative balance.
CREATE TABLE credit_balances (
  user_id bigint PRIMARY KEY REFERENCES app_users (id) ON DELETE CASCADE,
  balance integer NOT NULL CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO credit_balances (user_id, balance)
  SELECT user_id, GREATEST(0, sum(delta)) FROM credit_ledger GROUP BY user_id;

-- What credits paid for: one row per company per charge (the Deduction record).
CREATE TABLE credit_consumptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  ledger_entry_id bigint NOT NULL REFERENCES credit_ledger (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('reportView', 'reportDownload', 'export', 'contactData', 'reportUpdate')),
  company_id text NOT NULL,
  company_name text NOT NULL DEFAULT '',
  credits integer NOT NULL CHECK (credits > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX credit_consumptions_user_idx ON credit_consumptions (user_id, created_at DESC, id DESC);
CREATE INDEX credit_consumptions_unlock_idx ON credit_consumptions (user_id, action, company_id);

-- A purchase: credits or a tier, paid through a provider. status: pending (created), challenge
-- (the provider asks the card holder to confirm), paid, failed.
CREATE TABLE payment_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  product_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('credits', 'subscription')),
  credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  lock_type smallint CHECK (lock_type IN (1, 2)),
  days integer CHECK (days > 0),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  status text NOT NULL CHECK (status IN ('pending', 'challenge', 'paid', 'failed')),
  failure_code text,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payment_orders_user_idx ON payment_orders (user_id, created_at DESC, id DESC);

-- Every answer of the provider for an order (the Payment record keeps failures too).
CREATE TABLE payment_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES payment_orders (id) ON DELETE CASCADE,
  outcome text NOT NULL CHECK (outcome IN ('succeeded', 'declined', 'insufficientFunds', 'challenge', 'error')),
  provider_ref text,
  card_brand text,
  card_last4 text,
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_attempts_order_idx ON payment_attempts (order_id, created_at);
