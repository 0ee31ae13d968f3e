-- Retained earnings (accumulated deficit when negative): the X2 input of the credit model's
-- Altman Z''-score (server/features/credit/credit-model.ts, docs/CREDIT.md).
ALTER TABLE financial_statements ADD COLUMN retained_earnings numeric(20, 2);
