-- Industry norms per industry x country x size band (issue 21): `size_band` is the EU SME turnover band
-- of the company's annual revenue converted to euros at the ECB rate of its period end; 'all' is the
-- whole cell (every band, and companies whose revenue or rate is missing).

-- A currency's units per euro on a day: the latest ECB reference rate on or before it, within 45 days.
CREATE FUNCTION ecb_units_per_euro(cur text, day date) RETURNS double precision
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN cur = 'EUR' THEN 1::float8 ELSE (
      SELECT rate FROM fx_rates
      WHERE provider = 'ecb' AND currency = cur AND rate_date <= day AND rate_date > day - 45
      ORDER BY rate_date DESC LIMIT 1) END
  $$;

-- Micro up to EUR 2 M, small up to 10 M, medium up to 50 M, large above (Recommendation 2003/361/EC);
-- NULL without a revenue or a rate.
CREATE FUNCTION company_size_band(revenue numeric, cur text, day date) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN eur IS NULL THEN NULL
      WHEN eur <= 2000000 THEN 'micro'
      WHEN eur <= 10000000 THEN 'small'
      WHEN eur <= 50000000 THEN 'medium'
      ELSE 'large' END
    FROM (SELECT revenue::float8 / nullif(ecb_units_per_euro(cur, day), 0) AS eur) e
  $$;

ALTER TABLE industry_norms
  ADD COLUMN size_band text NOT NULL DEFAULT 'all' CHECK (size_band IN ('all', 'micro', 'small', 'medium', 'large'));
ALTER TABLE industry_norms DROP CONSTRAINT industry_norms_pkey;
ALTER TABLE industry_norms
  ADD PRIMARY KEY (country_code, industry_scheme, industry_code, year, metric, is_demo, size_band);
