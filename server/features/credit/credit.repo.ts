import { sql } from "kysely";
import type { Db } from "../company-profile/index.ts";

export type StatementRow = {
  fiscal_year: number;
  period_end: string;
  period_months: number;
  currency: string;
  revenue: number | null;
  operating_income: number | null;
  total_assets: number | null;
  current_assets: number | null;
  current_liabilities: number | null;
  total_liabilities: number | null;
  equity: number | null;
  retained_earnings: number | null;
  filing_ref: string | null;
  form: string | null;
  source: string;
  is_demo: boolean;
};

/** Every statement of one company (the model picks one per fiscal year), amounts as float8. */
export async function companyStatements(db: Db, companyId: string): Promise<StatementRow[]> {
  const { rows } = await sql<StatementRow>`
    SELECT fiscal_year::int AS fiscal_year, period_end::text AS period_end, period_months::int AS period_months, currency,
      revenue::float8 AS revenue, operating_income::float8 AS operating_income, total_assets::float8 AS total_assets,
      current_assets::float8 AS current_assets, current_liabilities::float8 AS current_liabilities,
      total_liabilities::float8 AS total_liabilities, equity::float8 AS equity,
      retained_earnings::float8 AS retained_earnings, filing_ref, form, source, is_demo
    FROM financial_statements WHERE company_id = ${companyId}
    ORDER BY period_end, period_months`.execute(db);
  return rows;
}
