-- An import's roll-up refresh reads only its months (decision 0060): shipments by arrival date, the roll-ups by
-- month. Before this, refresh_shipment_rollups() found the months' records by date_trunc(...) = ANY (months),
-- a sequential scan of shipments, and deleted the months' roll-up rows by a sequential scan of each roll-up.
CREATE INDEX shipments_arrival_idx ON shipments (arrival_date);
CREATE INDEX shipment_rollup_cpm_month_idx ON shipment_rollup_cpm (month);
CREATE INDEX shipment_rollup_route_month_idx ON shipment_rollup_route (month);

-- refresh_shipment_rollups() uses them from migration 0055 on (its definition there bounds the records by the
-- first and last month's dates).
