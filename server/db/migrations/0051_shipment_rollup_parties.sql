-- The company roll-up at the grain of every company tab (docs/TRADE.md, "Shipment roll-ups"; decision 0057):
-- shipment_rollup_cpm gains the record's own company, the parties' names and countries as given, the
-- quantity's unit and the first and last dates, so that the company, product-company, country-enterprise and
-- trade-search calls read it instead of shipments. Its origin and destination are now the record's own
-- (the callers coalesce them with the parties' countries as each tab did on shipments).

DROP TABLE shipment_rollup_cpm;
CREATE TABLE shipment_rollup_cpm (
  month date NOT NULL,
  hs_code text,
  -- The company the record is filed under (its importer, else its exporter).
  company_id bigint NOT NULL,
  importer_company_id bigint,
  importer_name text,
  importer_country text,
  exporter_company_id bigint,
  exporter_name text,
  exporter_country text,
  origin_country text,
  destination_country text,
  quantity_unit text,
  source text NOT NULL,
  is_demo boolean NOT NULL,
  records integer NOT NULL,
  -- Records giving a value (EIA-814 reports give volumes only), a quantity.
  valued_records integer NOT NULL,
  value_usd numeric(20, 2),
  weight_kg numeric(20, 3),
  quantity_records integer NOT NULL,
  quantity numeric(20, 3),
  first_date date NOT NULL,
  last_date date NOT NULL
);
CREATE INDEX shipment_rollup_cpm_company_idx ON shipment_rollup_cpm (company_id, month);
CREATE INDEX shipment_rollup_cpm_importer_idx ON shipment_rollup_cpm (importer_company_id, month)
  WHERE importer_company_id IS NOT NULL;
CREATE INDEX shipment_rollup_cpm_exporter_idx ON shipment_rollup_cpm (exporter_company_id, month)
  WHERE exporter_company_id IS NOT NULL;
CREATE INDEX shipment_rollup_cpm_hs_idx ON shipment_rollup_cpm (hs_code text_pattern_ops, month);
CREATE INDEX shipment_rollup_cpm_origin_idx ON shipment_rollup_cpm (origin_country, month);
CREATE INDEX shipment_rollup_cpm_destination_idx ON shipment_rollup_cpm (destination_country, month);

CREATE OR REPLACE FUNCTION refresh_shipment_rollups() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  written integer;
BEGIN
  WITH taken AS (DELETE FROM shipment_rollup_dirty RETURNING month) SELECT array_agg(month) INTO months FROM taken;
  IF months IS NULL THEN RETURN 0; END IF;
  DELETE FROM shipment_rollup_cpm WHERE month = ANY (months);
  DELETE FROM shipment_rollup_route WHERE month = ANY (months);

  INSERT INTO shipment_rollup_cpm
  SELECT date_trunc('month', arrival_date)::date, hs_code, company_id, importer_company_id, importer_name,
    importer_country, exporter_company_id, exporter_name, exporter_country, origin_country, destination_country,
    quantity_unit, source, is_demo,
    count(*), count(value_usd), sum(value_usd), sum(weight_kg), count(quantity), sum(quantity),
    min(arrival_date), max(arrival_date)
  FROM shipments WHERE date_trunc('month', arrival_date)::date = ANY (months)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14;
  GET DIAGNOSTICS written = ROW_COUNT;

  INSERT INTO shipment_rollup_route
  SELECT date_trunc('month', arrival_date)::date, hs_code, coalesce(origin_country, exporter_country),
    coalesce(destination_country, importer_country), port_of_lading, port_of_unlading, carrier, is_demo,
    count(*), count(value_usd), sum(value_usd), count(weight_kg), sum(weight_kg), sum(container_count)
  FROM shipments WHERE date_trunc('month', arrival_date)::date = ANY (months)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  RETURN written;
END $$;

-- The product's record list (hs_code LIKE '8703%' in a year, newest first) reads shipments by this index; a
-- prefix match uses a btree only through text_pattern_ops under a collation other than C (EXPLAIN on
-- PostgreSQL with C.UTF-8: a sequential scan with the default operator class, an index scan with this one).
DROP INDEX shipments_hs_idx;
CREATE INDEX shipments_hs_idx ON shipments (hs_code text_pattern_ops, arrival_date);

-- Every month is rebuilt at the next refresh (the trade-rollups data set's version changes with this).
INSERT INTO shipment_rollup_dirty (month)
  SELECT DISTINCT date_trunc('month', arrival_date)::date FROM shipments ON CONFLICT DO NOTHING;
