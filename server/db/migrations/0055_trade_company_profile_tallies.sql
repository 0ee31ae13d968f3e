-- The company profile's business tabs bounded by the company's years, not by its records (issue 13; decision
-- 0062; docs/TRADE.md, "Which call reads which table").
--
-- Both tables are folded from shipment_rollup_cpm by year, by the same refresh as trade_company_summary (the
-- years of the dirty months are rebuilt). flow is 'filed' (the record's own company_id: the profile's imports)
-- or 'export' (its exporter_company_id); the tally also 'import' (its importer_company_id: the product page's
-- supply chain reads the HS codes its companies trade on either side).
--
-- trade_company_tally: a company's records by year and one of: month ('YYYY-MM'), partner country (the
-- other side's country, else origin / destination), HS heading (4 digits) or HS code; null key for records
-- without one. Per company and year its size is bounded by 12 + countries + headings + codes.
CREATE TABLE trade_company_tally (
  company_id bigint NOT NULL,
  flow text NOT NULL CHECK (flow IN ('filed', 'import', 'export')),
  year integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('month', 'country', 'heading', 'hs')),
  key text,
  is_demo boolean NOT NULL,
  records bigint NOT NULL,
  value_usd numeric
);
CREATE INDEX trade_company_tally_company_idx ON trade_company_tally (company_id, flow, kind);
CREATE INDEX trade_company_tally_year_idx ON trade_company_tally (year);
-- The companies trading an HS product (codes starting with it) on a side.
CREATE INDEX trade_company_tally_hs_idx ON trade_company_tally (flow, key text_pattern_ops, company_id) WHERE kind = 'hs';

-- trade_company_partner: a company's named partners (the other side's company id and name) by year, with
-- the HS codes of that year's records, the smallest partner country and source, and the last date.
CREATE TABLE trade_company_partner (
  company_id bigint NOT NULL,
  flow text NOT NULL CHECK (flow IN ('filed', 'export')),
  year integer NOT NULL,
  partner_id bigint,
  partner_name text NOT NULL,
  country text,
  hs_codes text[] NOT NULL,
  records bigint NOT NULL,
  value_usd numeric,
  last_date date NOT NULL,
  source text NOT NULL,
  is_demo boolean NOT NULL
);
CREATE INDEX trade_company_partner_company_idx ON trade_company_partner (company_id, flow, year);
CREATE INDEX trade_company_partner_year_idx ON trade_company_partner (year);

-- The tally and partner rows of some years, from the month roll-up.
CREATE FUNCTION fill_trade_company_profile(years integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO trade_company_tally
  SELECT s.company_id, s.flow, extract(year FROM r.month)::int, k.kind, k.key, r.is_demo, sum(r.records),
    sum(r.value_usd)
  FROM shipment_rollup_cpm r
  CROSS JOIN LATERAL (VALUES ('filed', r.company_id, coalesce(r.exporter_country, r.origin_country)),
    ('import', r.importer_company_id, coalesce(r.exporter_country, r.origin_country)),
    ('export', r.exporter_company_id, coalesce(r.importer_country, r.destination_country))) AS s (flow, company_id, country)
  CROSS JOIN LATERAL (VALUES ('month', to_char(r.month, 'YYYY-MM')), ('country', s.country),
    ('heading', left(r.hs_code, 4)), ('hs', r.hs_code)) AS k (kind, key)
  WHERE s.company_id IS NOT NULL AND extract(year FROM r.month)::int = ANY (years)
  GROUP BY 1, 2, 3, 4, 5, 6;

  INSERT INTO trade_company_partner
  SELECT s.company_id, s.flow, extract(year FROM r.month)::int, s.partner_id, s.partner_name, min(s.country),
    array_remove(array_agg(DISTINCT r.hs_code), NULL), sum(r.records), sum(r.value_usd), max(r.last_date),
    min(r.source), bool_or(r.is_demo)
  FROM shipment_rollup_cpm r
  CROSS JOIN LATERAL (VALUES
    ('filed', r.company_id, r.exporter_company_id, r.exporter_name, coalesce(r.exporter_country, r.origin_country)),
    ('export', r.exporter_company_id, r.importer_company_id, r.importer_name,
      coalesce(r.importer_country, r.destination_country))) AS s (flow, company_id, partner_id, partner_name, country)
  WHERE s.company_id IS NOT NULL AND s.partner_name IS NOT NULL AND extract(year FROM r.month)::int = ANY (years)
  GROUP BY 1, 2, 3, 4, 5;
$$;

-- trade_country_company: the country page's enterprises, a row per country x flow x year x company (id and
-- name) with the figures its list shows, and a row per country x flow x company over all years (year 0): a
-- page of a year or of all years is an index range read in the list's order. flow 'import': the records into
-- the country (destination_country; the importer), 'export': out of it (origin_country; the exporter).
CREATE TABLE trade_country_company (
  country text NOT NULL,
  flow text NOT NULL CHECK (flow IN ('import', 'export')),
  year integer NOT NULL,
  company_id bigint,
  name text NOT NULL,
  records bigint NOT NULL,
  partners text[] NOT NULL,
  products text[] NOT NULL,
  quantity_units text[] NOT NULL,
  quantity numeric,
  value_usd numeric,
  first_date date NOT NULL,
  last_date date NOT NULL,
  source text NOT NULL,
  is_demo boolean NOT NULL
);
CREATE INDEX trade_country_company_page_idx ON trade_country_company (country, flow, year, records DESC, name, company_id);
CREATE INDEX trade_country_company_year_idx ON trade_country_company (year);

-- Concatenates arrays (the all-years rows' partners, products and units, made distinct after).
CREATE AGGREGATE array_cat_agg(anycompatiblearray) (SFUNC = array_cat, STYPE = anycompatiblearray, INITCOND = '{}');

-- The country rows of some years from the month roll-up, then the all-years rows of the countries they had or have.
CREATE FUNCTION fill_trade_country_company(years integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  SELECT array_agg(DISTINCT country) INTO touched FROM trade_country_company WHERE year = ANY (years);
  DELETE FROM trade_country_company WHERE year = ANY (years);
  INSERT INTO trade_country_company
  SELECT s.country, s.flow, extract(year FROM r.month)::int, s.company_id, s.name, sum(r.records),
    array_remove(array_agg(DISTINCT s.partner), NULL), array_remove(array_agg(DISTINCT r.hs_code), NULL),
    array_remove(array_agg(DISTINCT r.quantity_unit), NULL), sum(r.quantity), sum(r.value_usd), min(r.first_date),
    max(r.last_date), min(r.source), bool_or(r.is_demo)
  FROM shipment_rollup_cpm r
  CROSS JOIN LATERAL (VALUES
    ('import', r.destination_country, r.origin_country, r.importer_company_id, r.importer_name),
    ('export', r.origin_country, r.destination_country, r.exporter_company_id, r.exporter_name))
    AS s (flow, country, partner, company_id, name)
  WHERE s.country IS NOT NULL AND s.name IS NOT NULL AND extract(year FROM r.month)::int = ANY (years)
  GROUP BY 1, 2, 3, 4, 5;
  touched := coalesce(touched, '{}') || ARRAY(SELECT DISTINCT country FROM trade_country_company WHERE year = ANY (years));
  DELETE FROM trade_country_company WHERE year = 0 AND country = ANY (touched);
  INSERT INTO trade_country_company
  SELECT country, flow, 0, company_id, name, sum(records),
    ARRAY(SELECT DISTINCT x FROM unnest(array_cat_agg(partners)) AS x ORDER BY 1),
    ARRAY(SELECT DISTINCT x FROM unnest(array_cat_agg(products)) AS x ORDER BY 1),
    ARRAY(SELECT DISTINCT x FROM unnest(array_cat_agg(quantity_units)) AS x ORDER BY 1),
    sum(quantity), sum(value_usd), min(first_date), max(last_date), min(source), bool_or(is_demo)
  FROM trade_country_company WHERE year <> 0 AND country = ANY (touched)
  GROUP BY country, flow, company_id, name;
END $$;

-- The refresh of migrations 0053-0055 (decisions 0060-0062). The month roll-ups: as in migration 0051, with the
-- records bounded by the first and last month's dates (an index range scan when
-- the months are few, a sequential scan when they span most of the table), each statement planned with the
-- months' values (EXECUTE), so that a refresh of every month and one of a single month each get their own plan,
-- the month test left out when the months are contiguous (the bounds are then exact), and the month computed
-- on a timestamp without time zone (the same month; no time-zone conversion per record).
-- Then the company summary (0054) and this migration's tables for the years of those months.
CREATE OR REPLACE FUNCTION refresh_shipment_rollups() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  years integer[];
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

  SELECT array_agg(DISTINCT extract(year FROM m)::int) INTO years FROM unnest(months) AS m;
  DELETE FROM trade_company_summary WHERE year = ANY (years);
  PERFORM fill_trade_company_summary(years);
  DELETE FROM trade_company_tally WHERE year = ANY (years);
  DELETE FROM trade_company_partner WHERE year = ANY (years);
  PERFORM fill_trade_company_profile(years);
  PERFORM fill_trade_country_company(years);
  RETURN written;
END $$;

SELECT fill_trade_company_profile(ARRAY(SELECT DISTINCT extract(year FROM month)::int FROM shipment_rollup_cpm));
SELECT fill_trade_country_company(ARRAY(SELECT DISTINCT extract(year FROM month)::int FROM shipment_rollup_cpm));
