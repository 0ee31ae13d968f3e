-- Projections of trade_rollup_yodp for the country and product pages (decision 0064): at 59 M yodp rows
-- a country's partners in a year read ~20,000 chapter rows scattered over the table, and a product's data
-- sets all of its ~40,000 rows, for a few hundred rows or a few values of answer.

-- A country's trade with each partner in a year per data set: the chapters (HS2) of trade_rollup_yodp
-- summed. The partners of a country read ~250 rows here.
CREATE TABLE trade_rollup_yod (
  origin text NOT NULL,
  year smallint NOT NULL,
  destination text NOT NULL,
  source text NOT NULL,
  is_demo boolean NOT NULL,
  value_usd numeric(20, 2) NOT NULL,
  PRIMARY KEY (origin, year, destination, source, is_demo)
);
CREATE INDEX trade_rollup_yod_destination_idx ON trade_rollup_yod (destination, year);

-- Every country's total exports (by origin) and imports (by destination) in a year, and the part from
-- generated (demo) flows: a country's trade by year, and the world ranking its partners are placed in.
CREATE TABLE trade_rollup_yc (
  year smallint NOT NULL,
  flow text NOT NULL,
  country text NOT NULL,
  value_usd numeric(20, 2) NOT NULL,
  demo_value_usd numeric(20, 2) NOT NULL,
  PRIMARY KEY (year, flow, country)
);
CREATE INDEX trade_rollup_yc_country_idx ON trade_rollup_yc (country, flow, year);

-- The data sets behind a product's flows in a year.
CREATE TABLE trade_rollup_yp_source (
  hs_code text NOT NULL,
  year smallint NOT NULL,
  source text NOT NULL,
  is_demo boolean NOT NULL,
  PRIMARY KEY (hs_code, year, source, is_demo)
);

-- The three projections of the years given, from trade_rollup_yodp (of those years' rows, none held yet).
CREATE FUNCTION fill_trade_rollup_projections(years smallint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO trade_rollup_yod
  SELECT origin, year, destination, source, is_demo, sum(value_usd)
  FROM trade_rollup_yodp WHERE year = ANY (years) AND hs_level = 2 GROUP BY origin, year, destination, source, is_demo;
  INSERT INTO trade_rollup_yc
  SELECT year, 'export', origin, sum(value_usd), coalesce(sum(value_usd) FILTER (WHERE is_demo), 0)
  FROM trade_rollup_yod WHERE year = ANY (years) GROUP BY year, origin
  UNION ALL
  SELECT year, 'import', destination, sum(value_usd), coalesce(sum(value_usd) FILTER (WHERE is_demo), 0)
  FROM trade_rollup_yod WHERE year = ANY (years) GROUP BY year, destination;
  INSERT INTO trade_rollup_yp_source
  SELECT DISTINCT hs_code, year, source, is_demo FROM trade_rollup_yodp WHERE year = ANY (years);
$$;

-- Filled from the roll-ups held now; refresh_trade_rollups keeps them from here on.
SELECT fill_trade_rollup_projections(array(SELECT DISTINCT year FROM trade_rollup_yo));

-- Migration 0021's refresh, with the three projections rebuilt for the marked years.
CREATE OR REPLACE FUNCTION refresh_trade_rollups() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  years smallint[];
  written integer;
BEGIN
  WITH taken AS (DELETE FROM trade_rollup_dirty RETURNING year) SELECT array_agg(year) INTO years FROM taken;
  IF years IS NULL THEN RETURN 0; END IF;
  DELETE FROM trade_rollup_yodp WHERE year = ANY (years);
  DELETE FROM trade_rollup_yop WHERE year = ANY (years);
  DELETE FROM trade_rollup_ydp WHERE year = ANY (years);
  DELETE FROM trade_rollup_yp WHERE year = ANY (years);
  DELETE FROM trade_rollup_yo WHERE year = ANY (years);
  DELETE FROM trade_rollup_yod WHERE year = ANY (years);
  DELETE FROM trade_rollup_yc WHERE year = ANY (years);
  DELETE FROM trade_rollup_yp_source WHERE year = ANY (years);

  INSERT INTO trade_rollup_yodp
  WITH grain AS (
    SELECT source, reporter_code, year, bool_or(length(period) = 4) AS has_annual,
      bool_or(port_code = '') AS has_total, array_agg(DISTINCT length(hs_code)) AS lens
    FROM trade_flows WHERE year = ANY (years) GROUP BY source, reporter_code, year
  ), levels AS (
    SELECT g.*, l.level, (SELECT min(x) FROM unnest(g.lens) AS x WHERE x >= l.level) AS len
    FROM grain g CROSS JOIN (VALUES (2), (4), (6)) AS l (level)
  ), sided AS (
    SELECT t.year,
      CASE WHEN t.flow = 'export' THEN t.reporter_code ELSE t.partner_code END AS origin,
      CASE WHEN t.flow = 'export' THEN t.partner_code ELSE t.reporter_code END AS destination,
      left(t.hs_code, g.level) AS hs_code, g.level, t.flow, t.source, t.is_demo,
      sum(t.value_usd) AS value_usd, sum(t.weight_kg) AS weight_kg
    FROM trade_flows t
    JOIN levels g ON g.source = t.source AND g.reporter_code = t.reporter_code AND g.year = t.year
      AND length(t.hs_code) = g.len
    WHERE t.year = ANY (years) AND t.partner_code <> t.reporter_code
      AND (length(t.period) = 4 OR NOT g.has_annual) AND (t.port_code = '' OR NOT g.has_total)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  )
  SELECT DISTINCT ON (year, origin, destination, hs_code)
    year, origin, destination, hs_code, level, value_usd, weight_kg, flow, source, is_demo
  FROM sided
  ORDER BY year, origin, destination, hs_code, is_demo, flow = 'export' DESC, value_usd DESC, source;
  GET DIAGNOSTICS written = ROW_COUNT;

  INSERT INTO trade_rollup_yop
  SELECT hs_code, year, origin, min(hs_level), sum(value_usd), coalesce(sum(value_usd) FILTER (WHERE is_demo), 0)
  FROM trade_rollup_yodp WHERE year = ANY (years) GROUP BY hs_code, year, origin;
  INSERT INTO trade_rollup_ydp
  SELECT hs_code, year, destination, min(hs_level), sum(value_usd), coalesce(sum(value_usd) FILTER (WHERE is_demo), 0)
  FROM trade_rollup_yodp WHERE year = ANY (years) GROUP BY hs_code, year, destination;
  INSERT INTO trade_rollup_yp
  SELECT hs_code, year, min(hs_level), sum(value_usd), coalesce(sum(value_usd) FILTER (WHERE is_demo), 0),
    count(DISTINCT origin), count(DISTINCT destination)
  FROM trade_rollup_yodp WHERE year = ANY (years) GROUP BY hs_code, year;
  INSERT INTO trade_rollup_yo
  SELECT origin, year, hs_level, sum(value_usd) FROM trade_rollup_yop WHERE year = ANY (years)
  GROUP BY origin, year, hs_level;
  PERFORM fill_trade_rollup_projections(years);
  RETURN written;
END $$;
