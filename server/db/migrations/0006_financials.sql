-- Financial statements (the "financial highlights"), ratio groups computed from them, industry
-- norms computed across companies, and credit assessments. Keyed by company_id (distribution column).

CREATE TABLE financial_statements (
  company_id bigint NOT NULL,
  period_end date NOT NULL,
  -- Length of the period the flow figures cover: 3 (quarter), 6, 9 or 12 months.
  period_months smallint NOT NULL CHECK (period_months BETWEEN 1 AND 12),
  fiscal_year smallint NOT NULL,
  fiscal_period text NOT NULL CHECK (fiscal_period IN ('FY', 'Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2', 'M9')),
  currency text NOT NULL,
  revenue numeric(20, 2),
  cost_of_revenue numeric(20, 2),
  gross_profit numeric(20, 2),
  operating_income numeric(20, 2),
  net_income numeric(20, 2),
  interest_expense numeric(20, 2),
  total_assets numeric(20, 2),
  current_assets numeric(20, 2),
  cash numeric(20, 2),
  receivables numeric(20, 2),
  inventory numeric(20, 2),
  total_liabilities numeric(20, 2),
  current_liabilities numeric(20, 2),
  long_term_debt numeric(20, 2),
  equity numeric(20, 2),
  operating_cash_flow numeric(20, 2),
  employees integer,
  -- The filing the figures come from (SEC accession number) and its form.
  filing_ref text,
  form text,
  filed_on date,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, period_end, period_months)
);

-- Ratio groups, one row per statement; computed in SQL from financial_statements (and the
-- statement one year earlier for growth). Percentages are in per cent; days in days.
CREATE TABLE financial_ratios (
  company_id bigint NOT NULL,
  period_end date NOT NULL,
  period_months smallint NOT NULL,
  fiscal_year smallint NOT NULL,
  -- profitability
  gross_margin double precision,
  operating_margin double precision,
  net_margin double precision,
  return_on_assets double precision,
  return_on_equity double precision,
  -- operating
  asset_turnover double precision,
  receivable_days double precision,
  inventory_days double precision,
  interest_cover double precision,
  -- structural
  current_ratio double precision,
  quick_ratio double precision,
  debt_ratio double precision,
  equity_ratio double precision,
  debt_to_equity double precision,
  -- productivity
  revenue_per_employee double precision,
  profit_per_employee double precision,
  assets_per_employee double precision,
  -- growth (against the same-length period one year earlier)
  revenue_growth double precision,
  net_income_growth double precision,
  assets_growth double precision,
  equity_growth double precision,
  employees_growth double precision,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, period_end, period_months)
);

-- Per country x industry x year: how many companies report a metric, and its distribution.
CREATE TABLE industry_norms (
  country_code text NOT NULL,
  industry_scheme text NOT NULL CHECK (industry_scheme IN ('isic', 'sic')),
  industry_code text NOT NULL,
  year smallint NOT NULL,
  metric text NOT NULL,
  company_count integer NOT NULL,
  average double precision,
  median double precision,
  -- The value at the 90th percentile (top 10 %) and at the 10th percentile (bottom 10 %).
  top_decile double precision,
  bottom_decile double precision,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (country_code, industry_scheme, industry_code, year, metric, is_demo)
);

CREATE TABLE credit_assessments (
  company_id bigint NOT NULL,
  year smallint NOT NULL,
  rating text NOT NULL,
  -- Local credit score 1-100 (higher is safer).
  local_score smallint CHECK (local_score BETWEEN 1 AND 100),
  -- One-year probability of default, in per cent.
  probability_of_default double precision CHECK (probability_of_default BETWEEN 0 AND 100),
  solvency_index smallint,
  credit_line numeric(20, 2),
  currency text,
  risk_indicator text NOT NULL CHECK (risk_indicator IN ('low', 'moderate', 'elevated', 'high', 'very-high')),
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, year)
);

-- Ratios are stored rounded to 4 decimals; a division by zero upstream (nullif) gives NULL.
CREATE FUNCTION fin_ratio(value numeric) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT round(value, 4)::double precision $$;
