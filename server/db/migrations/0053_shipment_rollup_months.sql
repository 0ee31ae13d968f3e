-- An import's roll-up refresh reads only its months (decision 0060): shipments by arrival date, the roll-ups by
-- month. Before this, refresh_shipment_rollups() found the months' records by date_trunc(...) = ANY (months),
-- a sequential scan of shipments, and deleted the months' roll-up rows by a sequential scan of each roll-up.
CREATE INDEX shipments_arrival_idx ON shipments (arrival_date);
CREATE INDEX shipment_rollup_cpm_month_idx ON shipment_rollup_cpm (month);
CREATE INDEX shipment_rollup_route_month_idx ON shipment_rollup_route (month);

-- As in migration 0051, with the records bounded by the first and last month's dates (an index range scan when
-- the months are few, a sequential scan when they span most of the table), each statement planned with the
-- months' values (EXECUTE), so that a refresh of every month and one of a single month each get their own plan,
-- the month test left out when the months are contiguous (the bounds are then exact), and the month computed
-- on a timestamp without time zone (the same month; no time-zone conversion per record).
CREATE OR REPLACE FUNCTION refresh_shipment_rollups() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  first_day date;
  end_day date;
  only_months text := '';
  written integer;
BEGIN
  WITH taken AS (DELETE FROM shipment_rollup_dirty RETURNING month) SELECT array_agg(month) INTO months FROM taken;
  IF months IS NULL THEN RETURN 0; END IF;
  SELECT min(m), (max(m) + interval '1 month')::date INTO first_day, end_day FROM unnest(months) m;
  IF cardinality(months) < (SELECT count(*) FROM generate_series(first_day, end_day - 1, interval '1 month')) THEN
    only_months := ' AND date_trunc(''month'', arrival_date::timestamp)::date = ANY ($1)';
  END IF;
  EXECUTE 'DELETE FROM shipment_rollup_cpm WHERE month = ANY ($1)' USING months;
  EXECUTE 'DELETE FROM shipment_rollup_route WHERE month = ANY ($1)' USING months;

  EXECUTE 'INSERT INTO shipment_rollup_cpm
  SELECT date_trunc(''month'', arrival_date::timestamp)::date, hs_code, company_id, importer_company_id, importer_name,
    importer_country, exporter_company_id, exporter_name, exporter_country, origin_country, destination_country,
    quantity_unit, source, is_demo,
    count(*), count(value_usd), sum(value_usd), sum(weight_kg), count(quantity), sum(quantity),
    min(arrival_date), max(arrival_date)
  FROM shipments WHERE arrival_date >= $2 AND arrival_date < $3' || only_months || '
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14' USING months, first_day, end_day;
  GET DIAGNOSTICS written = ROW_COUNT;

  EXECUTE 'INSERT INTO shipment_rollup_route
  SELECT date_trunc(''month'', arrival_date::timestamp)::date, hs_code, coalesce(origin_country, exporter_country),
    coalesce(destination_country, importer_country), port_of_lading, port_of_unlading, carrier, is_demo,
    count(*), count(value_usd), sum(value_usd), count(weight_kg), sum(weight_kg), sum(container_count)
  FROM shipments WHERE arrival_date >= $2 AND arrival_date < $3' || only_months || '
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8' USING months, first_day, end_day;
  RETURN written;
END $$;
