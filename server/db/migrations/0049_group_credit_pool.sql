-- Shared group credits (issue 15 item 7; docs/decisions/0055-group-credit-pool.md): the members of an
-- organisation (userType 2) spend from the administrator's balance (the pool). Each ledger entry
-- records who spent it; the administrator may cap what a member spends per calendar month (UTC).

-- Who made the entry: the member (or the account holder) whose charge it is; NULL on entries that
-- no one spent (purchases, grants, refunds, entries written before this migration). No foreign key:
-- the ledger is append-only (a trigger refuses UPDATE, so ON DELETE SET NULL could not run) and the
-- record of who spent the group's credits outlives the member's account.
ALTER TABLE credit_ledger ADD COLUMN spent_by bigint;

-- An idempotency key is the spender's own: two members of one pool sending the same key (a report
-- download's default key is per company and day) are two charges.
DROP INDEX credit_ledger_idempotency_idx;
CREATE UNIQUE INDEX credit_ledger_idempotency_idx ON credit_ledger (user_id, coalesce(spent_by, user_id), idempotency_key);

-- What a member spent of the pool this month (the cap) and in total (the administrator's usage view).
CREATE INDEX credit_ledger_spent_by_idx ON credit_ledger (user_id, spent_by, created_at) WHERE spent_by IS NOT NULL;

-- The member's monthly cap on the pool, set by the administrator; NULL = no cap.
ALTER TABLE app_users ADD COLUMN org_monthly_credit_cap integer CHECK (org_monthly_credit_cap >= 0);
