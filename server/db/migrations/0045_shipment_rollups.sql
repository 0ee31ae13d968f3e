-- Shipment roll-ups (docs/TRADE.md, "Shipment roll-ups"): the product page's shipping overview and the
-- company page's supply chain and competitiveness read these, never shipments. Both are kept per month;
-- refresh_shipment_rollups() rebuilds the months that triggers on shipments marked in
-- shipment_rollup_dirty, so an import that adds records refreshes only its months.

-- Company x partner x product x month: one row per importer, exporter, HS code, countries and source.
CREATE TABLE shipment_rollup_cpm (
  month date NOT NULL,
  hs_code text,
  importer_company_id bigint,
  exporter_company_id bigint,
  origin_country text,
  destination_country text,
  source text NOT NULL,
  is_demo boolean NOT NULL,
  records integer NOT NULL,
  -- Records giving a value (EIA-814 reports give volumes only).
  valued_records integer NOT NULL,
  value_usd numeric(20, 2),
  weight_kg numeric(20, 3)
);
CREATE INDEX shipment_rollup_cpm_importer_idx ON shipment_rollup_cpm (importer_company_id, month)
  WHERE importer_company_id IS NOT NULL;
CREATE INDEX shipment_rollup_cpm_exporter_idx ON shipment_rollup_cpm (exporter_company_id, month)
  WHERE exporter_company_id IS NOT NULL;
CREATE INDEX shipment_rollup_cpm_hs_idx ON shipment_rollup_cpm (hs_code text_pattern_ops, month);

-- Product x month x lane (origin, destination) x ports x carrier.
CREATE TABLE shipment_rollup_route (
  month date NOT NULL,
  hs_code text,
  origin_country text,
  destination_country text,
  port_of_lading text,
  port_of_unlading text,
  carrier text,
  is_demo boolean NOT NULL,
  records integer NOT NULL,
  valued_records integer NOT NULL,
  value_usd numeric(20, 2),
  weighed_records integer NOT NULL,
  weight_kg numeric(20, 3),
  containers integer
);
CREATE INDEX shipment_rollup_route_hs_idx ON shipment_rollup_route (hs_code text_pattern_ops, month);

CREATE TABLE shipment_rollup_dirty (month date PRIMARY KEY);

CREATE FUNCTION shipments_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shipment_rollup_dirty (month)
    SELECT DISTINCT date_trunc('month', arrival_date)::date FROM changed ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER shipments_dirty_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipments_mark_dirty();
CREATE TRIGGER shipments_dirty_update_new AFTER UPDATE ON shipments
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipments_mark_dirty();
CREATE TRIGGER shipments_dirty_update_old AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipments_mark_dirty();
CREATE TRIGGER shipments_dirty_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shipments_mark_dirty();

-- Rebuilds the marked months; returns the company x partner x product x month rows written.
CREATE FUNCTION refresh_shipment_rollups() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  written integer;
BEGIN
  WITH taken AS (DELETE FROM shipment_rollup_dirty RETURNING month) SELECT array_agg(month) INTO months FROM taken;
  IF months IS NULL THEN RETURN 0; END IF;
  DELETE FROM shipment_rollup_cpm WHERE month = ANY (months);
  DELETE FROM shipment_rollup_route WHERE month = ANY (months);

  INSERT INTO shipment_rollup_cpm
  SELECT date_trunc('month', arrival_date)::date, hs_code, importer_company_id, exporter_company_id,
    coalesce(origin_country, exporter_country), coalesce(destination_country, importer_country), source, is_demo,
    count(*), count(value_usd), sum(value_usd), sum(weight_kg)
  FROM shipments WHERE date_trunc('month', arrival_date)::date = ANY (months)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  GET DIAGNOSTICS written = ROW_COUNT;

  INSERT INTO shipment_rollup_route
  SELECT date_trunc('month', arrival_date)::date, hs_code, coalesce(origin_country, exporter_country),
    coalesce(destination_country, importer_country), port_of_lading, port_of_unlading, carrier, is_demo,
    count(*), count(value_usd), sum(value_usd), count(weight_kg), sum(weight_kg), sum(container_count)
  FROM shipments WHERE date_trunc('month', arrival_date)::date = ANY (months)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  RETURN written;
END $$;

INSERT INTO shipment_rollup_dirty (month)
  SELECT DISTINCT date_trunc('month', arrival_date)::date FROM shipments ON CONFLICT DO NOTHING;
