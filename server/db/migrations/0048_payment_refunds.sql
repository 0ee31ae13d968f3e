-- Refunds (docs/decisions/0053-stripe-refunds-and-tabs.md): a paid credit order is paid back once,
-- for the credits still unspent; the credits come back out of the ledger in the same transaction.
ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_status_check;
ALTER TABLE payment_orders
  ADD CONSTRAINT payment_orders_status_check CHECK (status IN ('pending', 'challenge', 'paid', 'failed', 'refunded'));

CREATE TABLE payment_refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE REFERENCES payment_orders (id) ON DELETE CASCADE,
  -- The payer's written request (spec §7 terms: refund within 30 days of written request).
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  credits_taken integer NOT NULL CHECK (credits_taken > 0),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  provider_ref text,
  requested_by bigint REFERENCES app_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);

-- A provider's webhook names the payment: find its order.
CREATE INDEX payment_orders_provider_ref_idx ON payment_orders (provider_ref) WHERE provider_ref IS NOT NULL;
