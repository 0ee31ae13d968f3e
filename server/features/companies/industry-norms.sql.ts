import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

/** Metrics the norms cover: size and the key ratios of each group. */
export const NORM_METRICS = [
  "revenue",
  "employees",
  "gross_margin",
  "operating_margin",
  "net_margin",
  "return_on_assets",
  "return_on_equity",
  "asset_turnover",
  "current_ratio",
  "quick_ratio",
  "debt_ratio",
  "equity_ratio",
  "revenue_per_employee",
  "revenue_growth",
] as const;
const METRICS = NORM_METRICS.map(
  (m) => `('${m}', ${m === "revenue" || m === "employees" ? `s.${m}::float8` : `r.${m}`})`,
).join(", ");

/**
 * Industry norms per country x industry x size band x fiscal year, from annual statements: how many
 * companies report each metric, its mean and median, and the values at the top and bottom 10 %.
 * Real companies are grouped by SIC major group (2 digits), demo companies by ISIC section; the
 * size band is the EU turnover band (size_band_of_euros, migrations 0029 and 0043), and `all` is the whole
 * cell. A cell needs at least 3 companies. Real and demo norms are kept apart (is_demo).
 */
export async function computeIndustryNorms(db: Kysely<DB> | Transaction<DB>): Promise<number> {
  await computeIndustryPeers(db);
  await sql`DELETE FROM industry_norms`.execute(db);
  const result = await sql`
    INSERT INTO industry_norms (country_code, industry_scheme, industry_code, year, metric, company_count, average, median,
      top_decile, bottom_decile, is_demo, size_band)
    SELECT country_code, scheme, code, year, metric, count(*)::int, round(avg(value)::numeric, 4)::float8,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY value), percentile_cont(0.9) WITHIN GROUP (ORDER BY value),
      percentile_cont(0.1) WITHIN GROUP (ORDER BY value), is_demo,
      CASE WHEN GROUPING(band) = 1 THEN 'all' ELSE band END
    FROM (
      WITH rates AS (
        -- The ECB rate once per currency and period end (migration 0043).
        SELECT currency, period_end, ecb_units_per_euro(currency, period_end) AS units
        FROM (SELECT DISTINCT currency, period_end FROM financial_statements) p
      )
      SELECT c.country_code, CASE WHEN c.is_demo THEN 'isic' ELSE 'sic' END AS scheme,
        CASE WHEN c.is_demo THEN left(c.own_industry, 1) ELSE left(c.sic, 2) END AS code,
        s.fiscal_year AS year, m.metric, m.value, s.is_demo, b.band
      FROM financial_statements s
      JOIN financial_ratios r USING (company_id, period_end, period_months)
      JOIN companies c ON c.id = s.company_id
      LEFT JOIN rates fx ON fx.currency = s.currency AND fx.period_end = s.period_end
      CROSS JOIN LATERAL (SELECT size_band_of_euros(s.revenue::float8 / nullif(fx.units, 0)) AS band) b
      CROSS JOIN LATERAL (VALUES ${sql.raw(METRICS)}) AS m(metric, value)
      WHERE s.period_months = 12 AND c.country_code IS NOT NULL AND m.value IS NOT NULL
        AND (CASE WHEN c.is_demo THEN c.own_industry ELSE c.sic END) IS NOT NULL
    ) v
    GROUP BY GROUPING SETS ((country_code, scheme, code, year, metric, is_demo, band),
      (country_code, scheme, code, year, metric, is_demo))
    HAVING count(*) >= 3 AND (GROUPING(band) = 1 OR band IS NOT NULL)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The peers roll-up (migration 0050): each company's latest annual statement in its country and
 * industry cell (grouped as the norms), keyed by ln(max(|revenue|, 1)), the distance
 * getFinancialsRelateCompany ranks peers by. Refreshed with the norms.
 */
async function computeIndustryPeers(db: Kysely<DB> | Transaction<DB>): Promise<void> {
  await sql`DELETE FROM industry_peers`.execute(db);
  await sql`
    INSERT INTO industry_peers (company_id, country_code, industry_scheme, industry_code, is_demo, period_end, revenue_log)
    SELECT DISTINCT ON (s.company_id) s.company_id, c.country_code,
      CASE WHEN c.is_demo THEN 'isic' ELSE 'sic' END,
      CASE WHEN c.is_demo THEN left(c.own_industry, 1) ELSE left(c.sic, 2) END,
      c.is_demo, s.period_end, ln(greatest(abs(coalesce(s.revenue::float8, 0)), 1))
    FROM financial_statements s
    JOIN companies c ON c.id = s.company_id
    WHERE s.period_months = 12 AND c.country_code IS NOT NULL
      AND (CASE WHEN c.is_demo THEN c.own_industry ELSE c.sic END) IS NOT NULL
    ORDER BY s.company_id, s.period_end DESC`.execute(db);
}
