-- Credit tab speed (issue 21): two roll-ups so the calls that aggregated or ranked a whole industry per
-- request read a few index entries instead; both are refreshed with the roll-up they sit beside.

-- Each company's latest annual statement, in its industry cell (as industry_norms groups it: SIC major
-- group for real companies, ISIC section for demo ones) and country, with ln(max(|revenue|, 1)): the key
-- getFinancialsRelateCompany ranks peers by (nearest first). Written by computeIndustryNorms.
CREATE TABLE industry_peers (
  company_id bigint PRIMARY KEY,
  country_code text NOT NULL,
  industry_scheme text NOT NULL CHECK (industry_scheme IN ('isic', 'sic')),
  industry_code text NOT NULL,
  is_demo boolean NOT NULL,
  period_end date NOT NULL,
  revenue_log double precision NOT NULL
);
-- The nearest in revenue: one range scan below the subject's key and one above it.
CREATE INDEX industry_peers_revenue_idx
  ON industry_peers (country_code, industry_scheme, industry_code, is_demo, revenue_log);

-- company_ratings counted per cell, year, size band, ownership nature and grade, with the summed local
-- scores: the grade counts and company counts of the market calls. Written by computeCompanyRatings.
CREATE TABLE company_rating_counts (
  country_code text NOT NULL,
  industry_scheme text NOT NULL,
  industry_code text NOT NULL,
  fiscal_year smallint NOT NULL,
  is_demo boolean NOT NULL,
  size_band text,
  is_listed boolean NOT NULL,
  rating text NOT NULL,
  companies integer NOT NULL,
  score_sum double precision NOT NULL
);
CREATE INDEX company_rating_counts_cell_idx
  ON company_rating_counts (country_code, industry_scheme, industry_code, fiscal_year);
CREATE INDEX company_rating_counts_industry_idx
  ON company_rating_counts (industry_scheme, industry_code, fiscal_year);

-- Per fiscal year, real or demo, and one comparison dimension's value (country, industry as
-- "scheme code", companyType = legal form, size, status, yearsInBusiness, rating): how many companies
-- are rated, their mean local score and median Z''. The industry statistics comparison reads a row
-- per dimension instead of the whole year. Written by computeCompanyRatings.
CREATE TABLE rating_dimension_stats (
  fiscal_year smallint NOT NULL,
  is_demo boolean NOT NULL,
  dimension text NOT NULL,
  value text NOT NULL,
  companies integer NOT NULL,
  average_score double precision,
  median_z_score double precision,
  PRIMARY KEY (fiscal_year, is_demo, dimension, value)
);
