-- Natural-key lookups of the trade importers (server/features/trade/*.import.ts): the stored bills
-- of a chunk by bill number, and the stored flows of a chunk by reporter, partner, HS code and period.
CREATE INDEX shipments_bill_no_idx ON shipments (bill_no) WHERE bill_no IS NOT NULL;
CREATE INDEX trade_flows_key_idx ON trade_flows (reporter_code, partner_code, hs_code, period);
