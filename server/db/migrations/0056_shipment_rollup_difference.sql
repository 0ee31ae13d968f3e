-- The shipment refresh of an import by difference (issue 13; decision 0063; docs/TRADE.md, "Shipment
-- roll-ups"). Until now a refresh of one month rebuilt its whole year of trade_company_summary,
-- trade_company_tally, trade_company_partner and trade_country_company: 25 s at 313,827 demo shipments on
-- PostgreSQL for a 100-record import, and growing with the data. Now:
--
-- refresh_shipment_rollups(by_difference): the month roll-ups are rebuilt for the marked months as before.
-- By difference (the default: an import, a fixture, a correction), the month roll-up rows of those months
-- before and after are compared; the companies of the rows that changed (the record's own company, its
-- importer and exporter) have their summary, tally and partner rows of those years rebuilt, and the country
-- page's rows (country x flow x company x name) of the rows that changed are rebuilt for those years and
-- over all years. Read through the month roll-up's company, importer and exporter indexes, so an import's
-- refresh is bounded by its companies, not by the year. Not by difference (refreshShipmentRollupsInBulk, after
-- a bulk load): the years are rebuilt whole, as before.

DROP FUNCTION refresh_shipment_rollups();
DROP FUNCTION fill_trade_company_summary(integer[]);
DROP FUNCTION fill_trade_company_profile(integer[]);
DROP FUNCTION fill_trade_country_company(integer[]);

-- The month roll-up rows of some years, as a condition on shipment_rollup_cpm r for EXECUTE: those whose record's
-- company, importer or exporter is one of $2 when it is not null (an index read of each), else all of the years.
CREATE FUNCTION shipment_rollup_rows(parties bigint[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'extract(year FROM r.month)::int = ANY ($1)' || CASE WHEN parties IS NULL THEN '' ELSE
    ' AND (r.company_id = ANY ($2) OR r.importer_company_id = ANY ($2) OR r.exporter_company_id = ANY ($2))' END;
$$;

-- The summary rows (migration 0054) of some years, of the companies `parties` (null: all).
CREATE FUNCTION fill_trade_company_summary(years integer[], parties bigint[] DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'INSERT INTO trade_company_summary
  SELECT t.company_id, t.flow, extract(year FROM r.month)::int, left(r.hs_code, 2), r.source, r.is_demo,
    r.quantity_unit, sum(r.records), sum(r.value_usd), sum(r.quantity_records), sum(r.quantity), min(r.first_date),
    max(r.last_date)
  FROM shipment_rollup_cpm r
  CROSS JOIN LATERAL (VALUES (''import'', r.importer_company_id), (''export'', r.exporter_company_id),
    (''filed'', r.company_id)) AS t (flow, company_id)
  WHERE t.company_id IS NOT NULL AND (t.company_id = ANY ($2) OR $2 IS NULL) AND ' || shipment_rollup_rows(parties) || '
  GROUP BY 1, 2, 3, 4, 5, 6, 7' USING years, parties;
END $$;

-- The tally and partner rows (migration 0055) of some years, of the companies `parties` (null: all).
CREATE FUNCTION fill_trade_company_profile(years integer[], parties bigint[] DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'INSERT INTO trade_company_tally
  SELECT s.company_id, s.flow, extract(year FROM r.month)::int, k.kind, k.key, r.is_demo, sum(r.records),
    sum(r.value_usd)
  FROM shipment_rollup_cpm r
  CROSS JOIN LATERAL (VALUES (''filed'', r.company_id, coalesce(r.exporter_country, r.origin_country)),
    (''import'', r.importer_company_id, coalesce(r.exporter_country, r.origin_country)),
    (''export'', r.exporter_company_id, coalesce(r.importer_country, r.destination_country))) AS s (flow, company_id, country)
  CROSS JOIN LATERAL (VALUES (''month'', to_char(r.month, ''YYYY-MM'')), (''country'', s.country),
    (''heading'', left(r.hs_code, 4)), (''hs'', r.hs_code)) AS k (kind, key)
  WHERE s.company_id IS NOT NULL AND (s.company_id = ANY ($2) OR $2 IS NULL) AND ' || shipment_rollup_rows(parties) || '
  GROUP BY 1, 2, 3, 4, 5, 6' USING years, parties;

  EXECUTE 'INSERT INTO trade_company_partner
  SELECT s.company_id, s.flow, extract(year FROM r.month)::int, s.partner_id, s.partner_name, min(s.country),
    array_remove(array_agg(DISTINCT r.hs_code), NULL), sum(r.records), sum(r.value_usd), max(r.last_date),
    min(r.source), bool_or(r.is_demo)
  FROM shipment_rollup_cpm r
  CROSS JOIN LATERAL (VALUES
    (''filed'', r.company_id, r.exporter_company_id, r.exporter_name, coalesce(r.exporter_country, r.origin_country)),
    (''export'', r.exporter_company_id, r.importer_company_id, r.importer_name,
      coalesce(r.importer_country, r.destination_country))) AS s (flow, company_id, partner_id, partner_name, country)
  WHERE s.company_id IS NOT NULL AND s.partner_name IS NOT NULL AND (s.company_id = ANY ($2) OR $2 IS NULL)
    AND ' || shipment_rollup_rows(parties) || '
  GROUP BY 1, 2, 3, 4, 5' USING years, parties;
END $$;

-- The country page's rows (migration 0055) of some years, then the all-years rows of the same keys (country x
-- flow x company id x name). With `changed` (a table of those keys), only those keys' rows, read through the
-- month roll-up's importer and exporter indexes when every key has a company id; without, every key of the years.
CREATE FUNCTION fill_trade_country_company(years integer[], changed regclass DEFAULT NULL) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  keyed text := '';
  rows_of text := 'extract(year FROM r.month)::int = ANY ($1)';
BEGIN
  CREATE TEMP TABLE country_keys (country text, flow text, company_id bigint, name text) ON COMMIT DROP;
  IF changed IS NULL THEN
    INSERT INTO country_keys SELECT DISTINCT country, flow, company_id, name FROM trade_country_company
      WHERE year = ANY (years);
    DELETE FROM trade_country_company WHERE year = ANY (years);
  ELSE
    EXECUTE format('INSERT INTO country_keys SELECT DISTINCT country, flow, company_id, name FROM %s', changed);
    keyed := ' JOIN country_keys k ON k.country = s.country AND k.flow = s.flow AND k.name = s.name
      AND k.company_id IS NOT DISTINCT FROM s.company_id';
    IF NOT EXISTS (SELECT 1 FROM country_keys WHERE company_id IS NULL) THEN
      SELECT array_agg(DISTINCT company_id) INTO ids FROM country_keys;
      rows_of := rows_of || ' AND (r.importer_company_id = ANY ($2) OR r.exporter_company_id = ANY ($2))';
    END IF;
    DELETE FROM trade_country_company c USING country_keys k WHERE c.year = ANY (years) AND c.country = k.country
      AND c.flow = k.flow AND c.name = k.name AND c.company_id IS NOT DISTINCT FROM k.company_id;
  END IF;
  EXECUTE 'INSERT INTO trade_country_company
  SELECT s.country, s.flow, extract(year FROM r.month)::int, s.company_id, s.name, sum(r.records),
    array_remove(array_agg(DISTINCT s.partner), NULL), array_remove(array_agg(DISTINCT r.hs_code), NULL),
    array_remove(array_agg(DISTINCT r.quantity_unit), NULL), sum(r.quantity), sum(r.value_usd), min(r.first_date),
    max(r.last_date), min(r.source), bool_or(r.is_demo)
  FROM shipment_rollup_cpm r
  CROSS JOIN LATERAL (VALUES
    (''import'', r.destination_country, r.origin_country, r.importer_company_id, r.importer_name),
    (''export'', r.origin_country, r.destination_country, r.exporter_company_id, r.exporter_name))
    AS s (flow, country, partner, company_id, name)' || keyed || '
  WHERE s.country IS NOT NULL AND s.name IS NOT NULL AND ' || rows_of || '
  GROUP BY 1, 2, 3, 4, 5' USING years, ids;

  -- The all-years rows of the keys the years had (above) or have now (the changed keys include both).
  IF changed IS NULL THEN
    INSERT INTO country_keys SELECT DISTINCT country, flow, company_id, name FROM trade_country_company
      WHERE year = ANY (years);
  END IF;
  DELETE FROM trade_country_company c USING country_keys k WHERE c.year = 0 AND c.country = k.country
    AND c.flow = k.flow AND c.name = k.name AND c.company_id IS NOT DISTINCT FROM k.company_id;
  INSERT INTO trade_country_company
  SELECT c.country, c.flow, 0, c.company_id, c.name, sum(c.records),
    ARRAY(SELECT DISTINCT x FROM unnest(array_cat_agg(c.partners)) AS x ORDER BY 1),
    ARRAY(SELECT DISTINCT x FROM unnest(array_cat_agg(c.products)) AS x ORDER BY 1),
    ARRAY(SELECT DISTINCT x FROM unnest(array_cat_agg(c.quantity_units)) AS x ORDER BY 1),
    sum(c.quantity), sum(c.value_usd), min(c.first_date), max(c.last_date), min(c.source), bool_or(c.is_demo)
  FROM trade_country_company c
  JOIN (SELECT DISTINCT * FROM country_keys) k ON k.country = c.country AND k.flow = c.flow AND k.name = c.name
    AND k.company_id IS NOT DISTINCT FROM c.company_id
  WHERE c.year <> 0
  GROUP BY c.country, c.flow, c.company_id, c.name;
  DROP TABLE country_keys;
END $$;

-- The refresh (migrations 0053-0055, decisions 0060-0062), by difference unless asked not to (above).
CREATE FUNCTION refresh_shipment_rollups(by_difference boolean DEFAULT true) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  years integer[];
  first_day date;
  end_day date;
  only_months text := '';
  written integer;
  parties bigint[];
BEGIN
  WITH taken AS (DELETE FROM shipment_rollup_dirty RETURNING month) SELECT array_agg(month) INTO months FROM taken;
  IF months IS NULL THEN RETURN 0; END IF;
  SELECT min(m), (max(m) + interval '1 month')::date INTO first_day, end_day FROM unnest(months) m;
  IF cardinality(months) < (SELECT count(*) FROM generate_series(first_day, end_day - 1, interval '1 month')) THEN
    only_months := ' AND date_trunc(''month'', arrival_date::timestamp)::date = ANY ($1)';
  END IF;
  IF by_difference THEN
    CREATE TEMP TABLE rollup_before ON COMMIT DROP AS SELECT * FROM shipment_rollup_cpm WITH NO DATA;
    EXECUTE 'WITH gone AS (DELETE FROM shipment_rollup_cpm WHERE month = ANY ($1) RETURNING *)
      INSERT INTO rollup_before SELECT * FROM gone' USING months;
  ELSE
    EXECUTE 'DELETE FROM shipment_rollup_cpm WHERE month = ANY ($1)' USING months;
  END IF;
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
  IF NOT by_difference THEN
    DELETE FROM trade_company_summary WHERE year = ANY (years);
    PERFORM fill_trade_company_summary(years);
    DELETE FROM trade_company_tally WHERE year = ANY (years);
    DELETE FROM trade_company_partner WHERE year = ANY (years);
    PERFORM fill_trade_company_profile(years);
    PERFORM fill_trade_country_company(years);
    RETURN written;
  END IF;

  -- The rows that changed, either side.
  CREATE TEMP TABLE rollup_changed ON COMMIT DROP AS
    (SELECT * FROM rollup_before EXCEPT ALL SELECT * FROM shipment_rollup_cpm WHERE month = ANY (months))
    UNION ALL
    (SELECT * FROM shipment_rollup_cpm WHERE month = ANY (months) EXCEPT ALL SELECT * FROM rollup_before);
  SELECT array_agg(DISTINCT p) INTO parties FROM rollup_changed r
    CROSS JOIN LATERAL (VALUES (r.company_id), (r.importer_company_id), (r.exporter_company_id)) AS v (p)
    WHERE p IS NOT NULL;
  IF parties IS NOT NULL THEN
    DELETE FROM trade_company_summary WHERE year = ANY (years) AND company_id = ANY (parties);
    PERFORM fill_trade_company_summary(years, parties);
    DELETE FROM trade_company_tally WHERE year = ANY (years) AND company_id = ANY (parties);
    DELETE FROM trade_company_partner WHERE year = ANY (years) AND company_id = ANY (parties);
    PERFORM fill_trade_company_profile(years, parties);
  END IF;
  CREATE TEMP TABLE rollup_changed_keys ON COMMIT DROP AS
    SELECT DISTINCT s.country, s.flow, s.company_id, s.name FROM rollup_changed r
    CROSS JOIN LATERAL (VALUES ('import', r.destination_country, r.importer_company_id, r.importer_name),
      ('export', r.origin_country, r.exporter_company_id, r.exporter_name)) AS s (flow, country, company_id, name)
    WHERE s.country IS NOT NULL AND s.name IS NOT NULL;
  PERFORM fill_trade_country_company(years, 'rollup_changed_keys'::regclass);
  DROP TABLE rollup_before, rollup_changed, rollup_changed_keys;
  RETURN written;
END $$;

