import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

/**
 * Computes the ratio groups of every statement whose source matches `sourcePattern` (LIKE), in
 * SQL so that real and demo statements get the same definitions. Flow figures are annualised
 * (x 12 / period months) where they meet a balance-sheet figure; growth compares the
 * same-length period about one year earlier.
 */
export async function computeFinancialRatios(
  db: Kysely<DB> | Transaction<DB>,
  sourcePattern: string,
  /** Only these companies' statements (an import chunk); all when not given. */
  companyIds?: readonly string[],
): Promise<number> {
  const only = companyIds ? sql`AND company_id = ANY(${companyIds}::bigint[])` : sql``;
  await sql`DELETE FROM financial_ratios WHERE source LIKE ${sourcePattern} ${only}`.execute(db);
  const result = await sql`
    INSERT INTO financial_ratios
    SELECT s.company_id, s.period_end, s.period_months, s.fiscal_year,
      fin_ratio(100 * coalesce(s.gross_profit, s.revenue - s.cost_of_revenue) / nullif(s.revenue, 0)),
      fin_ratio(100 * s.operating_income / nullif(s.revenue, 0)),
      fin_ratio(100 * s.net_income / nullif(s.revenue, 0)),
      fin_ratio(100 * s.net_income * a.k / nullif(s.total_assets, 0)),
      fin_ratio(100 * s.net_income * a.k / CASE WHEN s.equity > 0 THEN s.equity END),
      fin_ratio(s.revenue * a.k / nullif(s.total_assets, 0)),
      fin_ratio(365 * s.receivables / nullif(s.revenue * a.k, 0)),
      fin_ratio(365 * s.inventory / nullif(coalesce(s.cost_of_revenue, s.revenue - s.gross_profit) * a.k, 0)),
      fin_ratio(s.operating_income / CASE WHEN s.interest_expense > 0 THEN s.interest_expense END),
      fin_ratio(s.current_assets / nullif(s.current_liabilities, 0)),
      fin_ratio((s.current_assets - coalesce(s.inventory, 0)) / nullif(s.current_liabilities, 0)),
      fin_ratio(100 * s.total_liabilities / nullif(s.total_assets, 0)),
      fin_ratio(100 * s.equity / nullif(s.total_assets, 0)),
      fin_ratio(s.total_liabilities / CASE WHEN s.equity > 0 THEN s.equity END),
      fin_ratio(s.revenue * a.k / nullif(s.employees, 0)),
      fin_ratio(s.net_income * a.k / nullif(s.employees, 0)),
      fin_ratio(s.total_assets / nullif(s.employees, 0)),
      fin_ratio(100 * (s.revenue - p.revenue) / nullif(abs(p.revenue), 0)),
      fin_ratio(100 * (s.net_income - p.net_income) / nullif(abs(p.net_income), 0)),
      fin_ratio(100 * (s.total_assets - p.total_assets) / nullif(abs(p.total_assets), 0)),
      fin_ratio(100 * (s.equity - p.equity) / nullif(abs(p.equity), 0)),
      fin_ratio(100 * (s.employees - p.employees)::numeric / nullif(p.employees, 0)),
      s.source, s.is_demo
    FROM financial_statements s
    CROSS JOIN LATERAL (SELECT 12.0 / s.period_months AS k) a
    LEFT JOIN LATERAL (
      SELECT q.revenue, q.net_income, q.total_assets, q.equity, q.employees FROM financial_statements q
      WHERE q.company_id = s.company_id AND q.period_months = s.period_months
        AND q.period_end BETWEEN s.period_end - 373 AND s.period_end - 357
      ORDER BY q.period_end DESC LIMIT 1
    ) p ON true
    WHERE s.source LIKE ${sourcePattern} ${companyIds ? sql`AND s.company_id = ANY(${companyIds}::bigint[])` : sql``}`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}
