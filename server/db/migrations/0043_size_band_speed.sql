-- Size bands without two nested SQL function calls per statement: the ratings roll-up and the industry
-- norms band every statement at each data load, and company_size_band (0029) took about 0.3 ms a
-- statement on PGlite (a third of the roll-up). The band of an amount in euros is now one inlinable
-- expression, and the loads look the ECB rate up once per currency and period end.

-- Micro up to EUR 2 M, small up to 10 M, medium up to 50 M, large above (Recommendation 2003/361/EC);
-- NULL without an amount.
CREATE FUNCTION size_band_of_euros(eur double precision) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN eur IS NULL THEN NULL
      WHEN eur <= 2000000 THEN 'micro'
      WHEN eur <= 10000000 THEN 'small'
      WHEN eur <= 50000000 THEN 'medium'
      ELSE 'large' END
  $$;

-- The band of a revenue in its currency on a day; NULL without a revenue or a rate.
CREATE OR REPLACE FUNCTION company_size_band(revenue numeric, cur text, day date) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT size_band_of_euros(revenue::float8 / nullif(ecb_units_per_euro(cur, day), 0)) $$;
