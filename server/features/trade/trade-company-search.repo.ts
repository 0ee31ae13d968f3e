import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { SearchTradeQuery } from "../../../contract/trade-company.ts";
import { freshShipmentRollups } from "./trade-rollups.ts";

/**
 * SQL of the trade home's company search: companies any of whose names hold every word (as a word
 * prefix, the names' full-text index), with their import and export records by year, HS chapter and source
 * (trade_company_summary, decision 0061).
 */

/** At most this many named companies are looked up in the roll-up. */
const MAX_NAMED = 5000;

/** `w1:* & w2:*` of the normalised words (letters and digits only), or null without any word. */
export function prefixQuery(normalised: string): string | null {
  const words = normalised
    .split(" ")
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** The summary rows (`s`) of import and export records, filtered. */
const summaryRows = (where: readonly RawBuilder<unknown>[]) =>
  sql.join([sql`s.flow IN ('import', 'export')`, ...where], sql` AND `);

/**
 * The named companies' summary rows (company x flow x year x HS chapter x source, migration 0054), as importer
 * or exporter: a bounded number of rows per company, however many records it has.
 */
function summarised(query: string, where: readonly RawBuilder<unknown>[] = []) {
  return sql`named AS (
      SELECT DISTINCT company_id FROM company_names
      WHERE to_tsvector('simple', normalised) @@ to_tsquery('simple', ${query}) LIMIT ${MAX_NAMED}),
    traded AS (
      SELECT s.company_id, s.flow, s.year, s.chapter, s.records, s.value_usd, s.last_date
      FROM named n JOIN trade_company_summary s ON s.company_id = n.company_id WHERE ${summaryRows(where)})`;
}

export type TradingRow = {
  id: string;
  aaa_id: string;
  name: string;
  country_code: string | null;
  imports: number;
  exports: number;
  value: number | null;
  last_date: string;
  chapters: string[];
  sources: { source: string; isDemo: boolean }[];
  total: number;
};

const ORDER: Record<NonNullable<SearchTradeQuery["sort"]>, RawBuilder<unknown>> = {
  records: sql`p.imports + p.exports`,
  value: sql`p.value`,
  name: sql`p.name`,
  lastDate: sql`p.last_date`,
};

export type TradeFilters = Pick<SearchTradeQuery, "country" | "flow" | "hsChapter" | "year" | "sort" | "order">;

export async function tradingCompanies(
  db: Kysely<DB>,
  query: string,
  filters: TradeFilters,
  page: { offset: number; limit: number },
): Promise<TradingRow[]> {
  const where = [
    filters.flow ? sql`s.flow = ${filters.flow}` : null,
    filters.hsChapter ? sql`s.chapter = ${filters.hsChapter}` : null,
    filters.year ? sql`s.year = ${filters.year}` : null,
  ].filter((part) => part !== null);
  const order = sql`${ORDER[filters.sort ?? "records"]} ${filters.order === "asc" ? sql`ASC` : sql`DESC`} NULLS LAST,
    p.name, p.id`;
  await freshShipmentRollups(db);
  // The page first (every matching company's totals, a few summary rows each), then its companies' chapters and
  // sources (their summary rows again, by index).
  const { rows } = await sql<TradingRow>`WITH ${summarised(query, where)},
    per AS (
      SELECT company_id, coalesce(sum(records) FILTER (WHERE flow = 'import'), 0)::int AS imports,
        coalesce(sum(records) FILTER (WHERE flow = 'export'), 0)::int AS exports, sum(value_usd)::float8 AS value,
        max(last_date) AS last_date FROM traded GROUP BY company_id),
    page AS (
      SELECT p.*, count(*) OVER ()::int AS total
      FROM (SELECT c.id, c.aaa_id, c.name, c.country_code, per.imports, per.exports, per.value, per.last_date
        FROM per JOIN companies c ON c.id = per.company_id
        ${filters.country ? sql`WHERE c.country_code = ${filters.country}` : sql``}) p
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset})
    SELECT p.id::text, p.aaa_id, p.name, p.country_code, p.imports, p.exports, p.value,
      to_char(p.last_date, 'YYYY-MM-DD') AS last_date,
      ARRAY(SELECT s.chapter FROM trade_company_summary s
        WHERE s.company_id = p.id AND ${summaryRows(where)} AND s.chapter IS NOT NULL
        GROUP BY 1 ORDER BY sum(s.records) DESC, 1 LIMIT 3) AS chapters,
      (SELECT json_agg(json_build_object('source', x.source, 'isDemo', x.is_demo) ORDER BY x.is_demo, x.source)
        FROM (SELECT DISTINCT s.source, s.is_demo FROM trade_company_summary s
          WHERE s.company_id = p.id AND ${summaryRows(where)}) x) AS sources,
      p.total
    FROM page p ORDER BY ${order}`.execute(db);
  return rows;
}

export type ConditionRow = {
  country: string | null;
  flow: "import" | "export" | null;
  chapter: string | null;
  description: string | null;
  year: number | null;
  set: number;
  companies: number;
};

/** Companies (distinct) by country, direction, HS chapter and year: one grouping set each. */
export async function filterConditions(db: Kysely<DB>, query: string): Promise<ConditionRow[]> {
  await freshShipmentRollups(db);
  const { rows } = await sql<ConditionRow>`WITH ${summarised(query)},
    t AS (SELECT t.company_id, c.country_code AS country, t.flow, t.chapter, t.year
      FROM traded t JOIN companies c ON c.id = t.company_id)
    SELECT g.*, h.description FROM (
      SELECT country, flow, chapter, year, GROUPING(country, flow, chapter, year) AS set,
        count(DISTINCT company_id)::int AS companies
      FROM t GROUP BY GROUPING SETS ((country), (flow), (chapter), (year))) g
    LEFT JOIN hs_codes h ON h.code = g.chapter
    ORDER BY g.companies DESC, g.country, g.flow, g.chapter, g.year DESC`.execute(db);
  return rows;
}
