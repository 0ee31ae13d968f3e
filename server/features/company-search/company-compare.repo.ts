import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/** What the comparison adds to the list's columns: capital, latest annual figures, credit, counts. */
export type CompareExtrasRecord = {
  id: string;
  registered_capital: string | null;
  capital_currency: string | null;
  fiscal_year: number | null;
  period_end: string | null;
  currency: string | null;
  revenue: string | null;
  net_income: string | null;
  total_assets: string | null;
  equity: string | null;
  net_margin: number | null;
  return_on_equity: number | null;
  current_ratio: number | null;
  revenue_growth: number | null;
  credit_year: number | null;
  rating: string | null;
  local_score: number | null;
  probability_of_default: number | null;
  risk_indicator: string | null;
  officers: number;
  shareholders: number;
  related: number;
  lawsuits: number;
  news: number;
};

export async function compareExtras(db: Kysely<DB>, ids: readonly string[]): Promise<CompareExtrasRecord[]> {
  const result = await sql<CompareExtrasRecord>`SELECT c.id::text AS id,
      c.registered_capital::text AS registered_capital, c.capital_currency,
      f.fiscal_year, to_char(f.period_end, 'YYYY-MM-DD') AS period_end, f.currency,
      f.revenue::text AS revenue, f.net_income::text AS net_income, f.total_assets::text AS total_assets,
      f.equity::text AS equity,
      r.net_margin, r.return_on_equity, r.current_ratio, r.revenue_growth,
      ca.year AS credit_year, ca.rating, ca.local_score, ca.probability_of_default, ca.risk_indicator,
      (SELECT count(*) FROM company_officers o WHERE o.company_id = c.id)::int AS officers,
      (SELECT count(*) FROM company_interests i WHERE i.company_id = c.id)::int AS shareholders,
      (SELECT count(*) FROM company_relations rel WHERE rel.company_id = c.id)::int AS related,
      (SELECT count(*) FROM company_lawsuits l WHERE l.company_id = c.id)::int AS lawsuits,
      (SELECT count(*) FROM company_news nw WHERE nw.company_id = c.id)::int AS news
    FROM companies c
    LEFT JOIN LATERAL (
      SELECT s.* FROM financial_statements s
      WHERE s.company_id = c.id AND s.period_months = 12
      ORDER BY s.period_end DESC LIMIT 1
    ) f ON true
    LEFT JOIN financial_ratios r
      ON r.company_id = c.id AND r.period_end = f.period_end AND r.period_months = f.period_months
    LEFT JOIN LATERAL (
      SELECT a.* FROM credit_assessments a WHERE a.company_id = c.id ORDER BY a.year DESC LIMIT 1
    ) ca ON true
    WHERE c.id = ANY(${ids}::bigint[])`.execute(db);
  return result.rows;
}
