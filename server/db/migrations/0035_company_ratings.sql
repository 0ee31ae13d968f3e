-- Market analysis (issue 21): the credit model's rating of every company and fiscal year it can rate,
-- with the peer-cell keys it is grouped by. A roll-up written by computeCompanyRatings (the credit
-- model in server/features/credit), refreshed when the statements change, like industry_norms; the
-- market calls read it instead of scanning companies and statements per request.
CREATE TABLE company_ratings (
  company_id bigint NOT NULL,
  fiscal_year smallint NOT NULL,
  period_end date NOT NULL,
  rating text NOT NULL CHECK (rating IN ('AAA', 'AA', 'A', 'BBB', 'BB', 'B', 'CCC', 'C')),
  z_score double precision NOT NULL,
  local_score smallint NOT NULL,
  x1 double precision NOT NULL,
  x2 double precision NOT NULL,
  x3 double precision NOT NULL,
  x4 double precision NOT NULL,
  -- The cell: country x industry (SIC major group for real companies, ISIC section for demo ones, as the
  -- industry norms) x EU turnover band (NULL without revenue or rate).
  country_code text NOT NULL,
  industry_scheme text NOT NULL CHECK (industry_scheme IN ('isic', 'sic')),
  industry_code text NOT NULL,
  size_band text CHECK (size_band IN ('micro', 'small', 'medium', 'large')),
  -- Ownership nature: listed on an exchange or not; the other comparison dimensions.
  is_listed boolean NOT NULL,
  legal_form text,
  status text NOT NULL,
  founded_year smallint,
  -- The year's figures the industry rating card summarises.
  net_margin double precision,
  revenue_growth double precision,
  equity_ratio double precision,
  current_ratio double precision,
  operating_cash_flow double precision,
  source text NOT NULL,
  is_demo boolean NOT NULL,
  PRIMARY KEY (company_id, fiscal_year)
);
CREATE INDEX company_ratings_cell_idx ON company_ratings (country_code, industry_scheme, industry_code, fiscal_year);
CREATE INDEX company_ratings_year_idx ON company_ratings (fiscal_year, industry_scheme, industry_code);
