-- Credit tab speed at 1 M companies (issue 21, decision 0059): the calls that need a median, a percentile
-- or a rank within the subject's cell read these roll-ups of company_ratings instead of the cell's
-- companies. All three are written by computeCompanyRatings with company_rating_counts.
--
-- A cell is country x industry x fiscal year x real/demo x size band, where size_band 'all' is every band
-- (the market calls fall back to it when the subject's band holds fewer than three companies).

-- Per cell and metric (a column of company_ratings: z_score, x1-x4, local_score, net_margin,
-- revenue_growth, equity_ratio, current_ratio, operating_cash_flow): over the companies with a value,
-- how many, their mean, median, top and bottom 10 % (percentile_cont 0.9 / 0.1) and how many are
-- negative. A metric nobody in the cell has has no row.
CREATE TABLE rating_cell_stats (
  country_code text NOT NULL,
  industry_scheme text NOT NULL,
  industry_code text NOT NULL,
  fiscal_year smallint NOT NULL,
  is_demo boolean NOT NULL,
  size_band text NOT NULL,
  metric text NOT NULL,
  companies integer NOT NULL,
  average double precision NOT NULL,
  median double precision NOT NULL,
  top_decile double precision NOT NULL,
  bottom_decile double precision NOT NULL,
  negative integer NOT NULL,
  PRIMARY KEY (country_code, industry_scheme, industry_code, fiscal_year, is_demo, size_band, metric)
);

-- Each rated company-year in its cell (its band and 'all'): its rank by Z'' (best first, ties by
-- company id, the ranking's order) and, per metric, how many of the cell lie strictly below its value
-- (NULL when it has none). A ranking page at any offset is a range scan of the primary key; the
-- subject's standing is its own row.
CREATE TABLE company_rating_ranks (
  country_code text NOT NULL,
  industry_scheme text NOT NULL,
  industry_code text NOT NULL,
  fiscal_year smallint NOT NULL,
  is_demo boolean NOT NULL,
  size_band text NOT NULL,
  rank integer NOT NULL,
  company_id bigint NOT NULL,
  below_z_score integer NOT NULL,
  below_x1 integer NOT NULL,
  below_x2 integer NOT NULL,
  below_x3 integer NOT NULL,
  below_x4 integer NOT NULL,
  below_local_score integer NOT NULL,
  below_net_margin integer,
  below_revenue_growth integer,
  below_equity_ratio integer,
  below_current_ratio integer,
  below_operating_cash_flow integer,
  PRIMARY KEY (country_code, industry_scheme, industry_code, fiscal_year, is_demo, size_band, rank)
);
CREATE INDEX company_rating_ranks_company_idx ON company_rating_ranks (company_id, fiscal_year);

-- Per cell of every band ('all' only) and comparison attribute (nature, legalForm, status, sizeBand,
-- yearsInBusiness): how many companies share each value. Values that are NULL are not counted.
CREATE TABLE rating_attribute_counts (
  country_code text NOT NULL,
  industry_scheme text NOT NULL,
  industry_code text NOT NULL,
  fiscal_year smallint NOT NULL,
  is_demo boolean NOT NULL,
  attribute text NOT NULL,
  value text NOT NULL,
  companies integer NOT NULL,
  PRIMARY KEY (country_code, industry_scheme, industry_code, fiscal_year, is_demo, attribute, value)
);
