import type { ColumnType } from "kysely";

type NumericOrNull = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type DateColumn = ColumnType<Date, Date | string, Date | string>;
type DateOrNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Provenance = { source: string; is_demo: WithDefault<boolean> };

/** Financial statements, ratio groups, industry norms, credit assessments, lawsuits and news. */
export type FinancialStatementsTable = Provenance & {
  company_id: string;
  period_end: DateColumn;
  period_months: number;
  fiscal_year: number;
  fiscal_period: string;
  currency: string;
  revenue: NumericOrNull;
  cost_of_revenue: NumericOrNull;
  gross_profit: NumericOrNull;
  operating_income: NumericOrNull;
  net_income: NumericOrNull;
  interest_expense: NumericOrNull;
  total_assets: NumericOrNull;
  current_assets: NumericOrNull;
  cash: NumericOrNull;
  receivables: NumericOrNull;
  inventory: NumericOrNull;
  total_liabilities: NumericOrNull;
  current_liabilities: NumericOrNull;
  long_term_debt: NumericOrNull;
  equity: NumericOrNull;
  operating_cash_flow: NumericOrNull;
  employees: number | null;
  filing_ref: string | null;
  form: string | null;
  filed_on: DateOrNull;
};

/** The ratio columns of financial_ratios, by group (the spec's ratio groups). */
export const RATIO_GROUPS = {
  profitability: ["gross_margin", "operating_margin", "net_margin", "return_on_assets", "return_on_equity"],
  operating: ["asset_turnover", "receivable_days", "inventory_days", "interest_cover"],
  structural: ["current_ratio", "quick_ratio", "debt_ratio", "equity_ratio", "debt_to_equity"],
  productivity: ["revenue_per_employee", "profit_per_employee", "assets_per_employee"],
  growth: ["revenue_growth", "net_income_growth", "assets_growth", "equity_growth", "employees_growth"],
} as const;
export type RatioName = (typeof RATIO_GROUPS)[keyof typeof RATIO_GROUPS][number];

export type FinancialRatiosTable = Provenance & {
  company_id: string;
  period_end: DateColumn;
  period_months: number;
  fiscal_year: number;
} & { [K in RatioName]: number | null };

export type IndustryNormsTable = {
  country_code: string;
  industry_scheme: "isic" | "sic";
  industry_code: string;
  year: number;
  metric: string;
  company_count: number;
  average: number | null;
  median: number | null;
  top_decile: number | null;
  bottom_decile: number | null;
  is_demo: WithDefault<boolean>;
};

export type RiskIndicator = "low" | "moderate" | "elevated" | "high" | "very-high";

export type CreditAssessmentsTable = Provenance & {
  company_id: string;
  year: number;
  rating: string;
  local_score: number | null;
  probability_of_default: number | null;
  solvency_index: number | null;
  credit_line: NumericOrNull;
  currency: string | null;
  risk_indicator: RiskIndicator;
};

export type CompanyLawsuitsTable = Provenance & {
  company_id: string;
  seq: number;
  case_number: string;
  court: string | null;
  country_code: string | null;
  filed_on: DateColumn;
  closed_on: DateOrNull;
  role: "plaintiff" | "defendant" | "third-party";
  case_type: string;
  status: "pending" | "settled" | "won" | "lost" | "dismissed";
  counterparty: string | null;
  amount: NumericOrNull;
  currency: string | null;
  title: string;
};

export type CompanyNewsTable = Provenance & {
  company_id: string;
  seq: number;
  published_on: DateColumn;
  title: string;
  source_name: string;
  url: string | null;
  category: string | null;
  impact: "positive" | "neutral" | "negative";
  language: string | null;
};
