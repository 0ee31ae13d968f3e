import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { FxProvider, FxRate, RateLookup } from "./fx.ts";

type Db = Kysely<DB>;

const FIGURES = `revenue, cost_of_revenue, gross_profit, operating_income, net_income, interest_expense,
  operating_cash_flow, total_assets, current_assets, cash, receivables, inventory, total_liabilities,
  current_liabilities, long_term_debt, equity`;
const RATIOS = `gross_margin, operating_margin, net_margin, return_on_assets, return_on_equity, asset_turnover,
  receivable_days, inventory_days, interest_cover, current_ratio, quick_ratio, debt_ratio, equity_ratio,
  debt_to_equity, revenue_per_employee, profit_per_employee, assets_per_employee, revenue_growth,
  net_income_growth, assets_growth, equity_growth, employees_growth`;

/** A statement with its ratios: money and ratios as numbers (null when missing), dates as text. */
export type StatementRow = {
  period_end: string;
  period_months: number;
  fiscal_year: number;
  fiscal_period: string;
  currency: string;
  employees: number | null;
  form: string | null;
  filing_ref: string | null;
  filed_on: string | null;
  source: string;
  is_demo: boolean;
} & Record<string, number | null>;

const floats = (columns: string, prefix: string) =>
  columns
    .split(",")
    .map((c) => `${prefix}.${c.trim()}::float8 AS ${c.trim()}`)
    .join(", ");

/** The company's statements of one period length (12 or 3 months), newest first, with their ratios. */
export async function statements(db: Db, companyId: string, periodMonths: number): Promise<StatementRow[]> {
  const { rows } = await sql<StatementRow>`
    SELECT s.period_end::text AS period_end, s.period_months, s.fiscal_year, s.fiscal_period, s.currency, s.employees,
      s.form, s.filing_ref, s.filed_on::text AS filed_on, s.source, s.is_demo,
      ${sql.raw(floats(FIGURES, "s"))}, ${sql.raw(floats(RATIOS, "r"))}
    FROM financial_statements s
    LEFT JOIN financial_ratios r USING (company_id, period_end, period_months)
    WHERE s.company_id = ${companyId} AND s.period_months = ${periodMonths}
    ORDER BY s.period_end DESC
    LIMIT 40`.execute(db);
  return rows;
}

/** How many statements the company has, and its first and last period ends. */
export async function statementSpan(
  db: Db,
  companyId: string,
): Promise<{ count: number; first: string | null; last: string | null }> {
  const { rows } = await sql<{ count: number; first: string | null; last: string | null }>`
    SELECT count(*)::int AS count, min(period_end)::text AS first, max(period_end)::text AS last
    FROM financial_statements WHERE company_id = ${companyId}`.execute(db);
  return rows[0] ?? { count: 0, first: null, last: null };
}

/**
 * The FX rates the conversions of these (currency, day) pairs need, as a lookup: each currency's
 * latest rate on or before the day (within 45 days), from both providers.
 */
export async function rateLookup(db: Db, currencies: readonly string[], days: readonly string[]): Promise<RateLookup> {
  const found = new Map<string, FxRate>();
  if (currencies.length > 0 && days.length > 0) {
    const { rows } = await sql<{ provider: FxProvider; currency: string; day: string; rate: number; date: string }>`
      SELECT p.provider, c.cur AS currency, d.day::text AS day, f.rate, f.rate_date::text AS date
      FROM unnest(ARRAY['ecb', 'fed-h10']) p(provider)
      CROSS JOIN unnest(${[...new Set(currencies)]}::text[]) c(cur)
      CROSS JOIN unnest(${[...new Set(days)]}::date[]) d(day)
      JOIN LATERAL (
        SELECT rate, rate_date FROM fx_rates
        WHERE provider = p.provider AND currency = c.cur AND rate_date <= d.day AND rate_date > d.day - 45
        ORDER BY rate_date DESC LIMIT 1
      ) f ON true`.execute(db);
    for (const r of rows) found.set(`${r.provider}|${r.currency}|${r.day}`, { rate: r.rate, date: r.date });
  }
  return (provider, currency, day) => found.get(`${provider}|${currency}|${day}`);
}

/** The industry cell a company's norms are read from: scheme and code as computeIndustryNorms groups them. */
export type IndustryKey = { scheme: "isic" | "sic"; code: string };

export type NormRow = {
  metric: string;
  company_count: number;
  average: number | null;
  median: number | null;
  top_decile: number | null;
  bottom_decile: number | null;
  size_band: string;
};

/** The norms of one cell and year, in the given size band and the whole cell (`all`). */
export async function norms(
  db: Db,
  cell: IndustryKey & { countryCode: string; year: number; isDemo: boolean; sizeBand: string | null },
): Promise<NormRow[]> {
  const { rows } = await sql<NormRow>`
    SELECT metric, company_count, average, median, top_decile, bottom_decile, size_band
    FROM industry_norms
    WHERE country_code = ${cell.countryCode} AND industry_scheme = ${cell.scheme} AND industry_code = ${cell.code}
      AND year = ${cell.year} AND is_demo = ${cell.isDemo} AND size_band IN ('all', ${cell.sizeBand ?? "all"})`.execute(
    db,
  );
  return rows;
}

/** The company's size band for a statement (company_size_band, migration 0029). */
export async function sizeBand(db: Db, revenue: number | null, currency: string, day: string): Promise<string | null> {
  if (revenue === null) return null;
  const { rows } = await sql<{ band: string | null }>`
    SELECT company_size_band(${revenue}::numeric, ${currency}, ${day}::date) AS band`.execute(db);
  return rows[0]?.band ?? null;
}

/** An industry's name (English): ISIC sections from the loaded classification; SIC major groups have none loaded. */
export async function industryName(db: Db, key: IndustryKey): Promise<string | null> {
  return (await industryNames(db, key.scheme, [key.code])).get(key.code) ?? null;
}

/** The names of several industries of one scheme (as industryName), in one query: code -> name. */
export async function industryNames(db: Db, scheme: IndustryKey["scheme"], codes: readonly string[]) {
  if (scheme !== "isic" || codes.length === 0) return new Map<string, string>();
  const { rows } = await sql<{ code: string; name: string }>`
    SELECT code, description AS name FROM industry_codes
    WHERE scheme = 'isic4' AND code = ANY(${[...codes]}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.code, r.name]));
}

export type PeerRow = {
  company_id: string;
  aaa_id: string;
  name: string;
  period_end: string;
  currency: string;
  revenue: number | null;
  net_income: number | null;
  total_assets: number | null;
  equity: number | null;
  employees: number | null;
  net_margin: number | null;
  source: string;
  is_demo: boolean;
};

/**
 * Companies of the same industry cell and country with an annual statement (each its latest),
 * nearest in revenue to `revenue` first (by |ln max(|revenue|, 1) - ln max(|peer's|, 1)|, ties by id as text);
 * at most `limit`. Read from the industry_peers roll-up: the `limit` nearest at or above the subject's
 * key and the `limit` nearest below it, two short index range scans whatever the size of the cell.
 */
export async function peers(
  db: Db,
  cell: IndustryKey & { countryCode: string; isDemo: boolean },
  revenue: number | null,
  limit: number,
): Promise<PeerRow[]> {
  const key = sql`ln(greatest(abs(coalesce(${revenue}::float8, 0)), 1))`;
  const inCell = sql`p.country_code = ${cell.countryCode} AND p.industry_scheme = ${cell.scheme}
    AND p.industry_code = ${cell.code} AND p.is_demo = ${cell.isDemo}`;
  const { rows } = await sql<PeerRow>`
    WITH near AS (
      (SELECT p.company_id, p.period_end, p.revenue_log FROM industry_peers p
       WHERE ${inCell} AND p.revenue_log >= ${key} ORDER BY p.revenue_log, p.company_id::text LIMIT ${limit})
      UNION ALL
      (SELECT p.company_id, p.period_end, p.revenue_log FROM industry_peers p
       WHERE ${inCell} AND p.revenue_log < ${key} ORDER BY p.revenue_log DESC, p.company_id::text LIMIT ${limit})
    )
    SELECT s.company_id::text AS company_id, c.aaa_id, c.name,
      s.period_end::text AS period_end, s.currency, s.revenue::float8 AS revenue, s.net_income::float8 AS net_income,
      s.total_assets::float8 AS total_assets, s.equity::float8 AS equity, s.employees, r.net_margin,
      s.source, s.is_demo
    FROM near
    JOIN companies c ON c.id = near.company_id
    JOIN financial_statements s ON s.company_id = near.company_id AND s.period_end = near.period_end AND s.period_months = 12
    LEFT JOIN financial_ratios r
      ON r.company_id = s.company_id AND r.period_end = s.period_end AND r.period_months = s.period_months
    ORDER BY abs(near.revenue_log - ${key}), near.company_id::text
    LIMIT ${limit}`.execute(db);
  return rows;
}
