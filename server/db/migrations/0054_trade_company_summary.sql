-- Company pages bounded by the company, not by the data (issue 13; decision 0061; docs/TRADE.md, "Which call
-- reads which table").
--
-- trade_company_summary: each company's shipment records by flow x year x HS chapter x source (x quantity
-- unit), folded from shipment_rollup_cpm by the same refresh (the years of the dirty months are rebuilt). The
-- trade search sorts, filters and counts the companies a name matches from it, the record lists take their
-- totals from it and the company page's trends (years) and sources read it.
-- flow is 'import' (the record's importer_company_id), 'export' (its exporter_company_id) or 'filed' (its own
-- company_id: the company profile's imports).
CREATE TABLE trade_company_summary (
  company_id bigint NOT NULL,
  flow text NOT NULL CHECK (flow IN ('import', 'export', 'filed')),
  year integer NOT NULL,
  -- left(hs_code, 2); null for records without an HS code.
  chapter text,
  source text NOT NULL,
  is_demo boolean NOT NULL,
  quantity_unit text,
  records bigint NOT NULL,
  value_usd numeric,
  quantity_records bigint NOT NULL,
  quantity numeric,
  first_date date NOT NULL,
  last_date date NOT NULL
);
CREATE INDEX trade_company_summary_company_idx ON trade_company_summary (company_id, flow, year);
CREATE INDEX trade_company_summary_year_idx ON trade_company_summary (year);

-- The summary rows of some years, from the month roll-up.
CREATE FUNCTION fill_trade_company_summary(years integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO trade_company_summary
  SELECT t.company_id, t.flow, extract(year FROM r.month)::int, left(r.hs_code, 2), r.source, r.is_demo,
    r.quantity_unit, sum(r.records), sum(r.value_usd), sum(r.quantity_records), sum(r.quantity), min(r.first_date),
    max(r.last_date)
  FROM shipment_rollup_cpm r
  CROSS JOIN LATERAL (VALUES ('import', r.importer_company_id), ('export', r.exporter_company_id),
    ('filed', r.company_id)) AS t (flow, company_id)
  WHERE t.company_id IS NOT NULL AND extract(year FROM r.month)::int = ANY (years)
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
$$;

-- refresh_shipment_rollups() rebuilds the summary for the years of the dirty months from migration 0055 on
-- (one definition of the refresh, with that migration's tables).

SELECT fill_trade_company_summary(ARRAY(SELECT DISTINCT extract(year FROM month)::int FROM shipment_rollup_cpm));

-- A company's record list, a page at a time in its order, by index (the total comes from the summary): the
-- company page's imports and exports (newest first, then the record's key) and the company profile's
-- imports and exports (newest first, then its reference as text, descending: an incremental sort within a
-- date). The importer and exporter indexes are replaced (same first column).
DROP INDEX shipments_importer_idx;
DROP INDEX shipments_exporter_idx;
CREATE INDEX shipments_importer_idx ON shipments (importer_company_id, arrival_date DESC, company_id, id)
  WHERE importer_company_id IS NOT NULL;
CREATE INDEX shipments_exporter_idx ON shipments (exporter_company_id, arrival_date DESC, company_id, id)
  WHERE exporter_company_id IS NOT NULL;
CREATE INDEX shipments_company_date_idx ON shipments (company_id, arrival_date DESC);
