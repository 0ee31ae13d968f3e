-- Trade roll-ups (docs/TRADE.md): the product pages read these, never trade_flows.
-- trade_rollup_yodp is one flow per year x origin x destination x product (HS2, HS4 and HS6);
-- the other tables are its projections. refresh_trade_rollups() rebuilds the years that triggers
-- on trade_flows marked in trade_rollup_dirty, so an import that adds rows refreshes only its years.

CREATE TABLE trade_rollup_yodp (
  year smallint NOT NULL,
  origin text NOT NULL,
  destination text NOT NULL,
  hs_code text NOT NULL,
  hs_level smallint NOT NULL,
  value_usd numeric(20, 2) NOT NULL,
  weight_kg numeric(20, 3),
  -- Which side's report was kept: 'export' (the origin's) or 'import' (the destination's).
  reported_as text NOT NULL,
  source text NOT NULL,
  is_demo boolean NOT NULL,
  PRIMARY KEY (hs_code, year, origin, destination)
);
CREATE INDEX trade_rollup_yodp_origin_idx ON trade_rollup_yodp (origin, year, hs_level);
CREATE INDEX trade_rollup_yodp_destination_idx ON trade_rollup_yodp (destination, year, hs_level);

-- Exports of a product by origin, imports of a product by destination; demo_value_usd is the part
-- that comes from generated (demo) flows.
CREATE TABLE trade_rollup_yop (
  hs_code text NOT NULL,
  year smallint NOT NULL,
  origin text NOT NULL,
  hs_level smallint NOT NULL,
  value_usd numeric(20, 2) NOT NULL,
  demo_value_usd numeric(20, 2) NOT NULL,
  PRIMARY KEY (hs_code, year, origin)
);
CREATE INDEX trade_rollup_yop_origin_idx ON trade_rollup_yop (origin, year, hs_level);

CREATE TABLE trade_rollup_ydp (
  hs_code text NOT NULL,
  year smallint NOT NULL,
  destination text NOT NULL,
  hs_level smallint NOT NULL,
  value_usd numeric(20, 2) NOT NULL,
  demo_value_usd numeric(20, 2) NOT NULL,
  PRIMARY KEY (hs_code, year, destination)
);

-- World trade of a product, and a country's total exports at one HS level (the RCA denominators).
CREATE TABLE trade_rollup_yp (
  hs_code text NOT NULL,
  year smallint NOT NULL,
  hs_level smallint NOT NULL,
  value_usd numeric(20, 2) NOT NULL,
  demo_value_usd numeric(20, 2) NOT NULL,
  origins integer NOT NULL,
  destinations integer NOT NULL,
  PRIMARY KEY (hs_code, year)
);
CREATE INDEX trade_rollup_yp_level_idx ON trade_rollup_yp (hs_level, year);

CREATE TABLE trade_rollup_yo (
  origin text NOT NULL,
  year smallint NOT NULL,
  hs_level smallint NOT NULL,
  value_usd numeric(20, 2) NOT NULL,
  PRIMARY KEY (origin, year, hs_level)
);

CREATE TABLE trade_rollup_dirty (year smallint PRIMARY KEY);

CREATE FUNCTION trade_flows_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trade_rollup_dirty (year) SELECT DISTINCT year FROM changed ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER trade_flows_dirty_insert AFTER INSERT ON trade_flows
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION trade_flows_mark_dirty();
CREATE TRIGGER trade_flows_dirty_update AFTER UPDATE ON trade_flows
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION trade_flows_mark_dirty();
CREATE TRIGGER trade_flows_dirty_delete AFTER DELETE ON trade_flows
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION trade_flows_mark_dirty();

-- Rebuilds the roll-ups of the marked years; returns how many yodp rows it wrote.
-- Per source, reporter and year it reads one grain only: annual rows when there are any (else the
-- months summed), whole-country rows when there are any (else the ports summed), and for each HS
-- level the shortest code length at or below it. Of the reports of one flow it keeps real data
-- before demo data, then the exporter's report before the importer's (mirror statistics).
CREATE FUNCTION refresh_trade_rollups() RETURNS integer LANGUAGE plpgsql AS $$
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
  RETURN written;
END $$;

INSERT INTO trade_rollup_dirty (year) SELECT DISTINCT year FROM trade_flows ON CONFLICT DO NOTHING;
