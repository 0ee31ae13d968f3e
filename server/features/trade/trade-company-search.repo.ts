import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { SearchTradeQuery } from "../../../contract/trade-company.ts";
import { freshShipmentRollups } from "./trade-rollups.ts";

/**
 * SQL of the trade home's company search: companies any of whose names hold every word (as a word
 * prefix, the names' full-text index), with their import and export records (the importer and
 * exporter indexes of the company roll-up shipment_rollup_cpm, decision 0057).
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

function traded(query: string) {
  return sql`named AS (
      SELECT DISTINCT company_id FROM company_names
      WHERE to_tsvector('simple', normalised) @@ to_tsquery('simple', ${query}) LIMIT ${MAX_NAMED}),
    traded AS (
      SELECT n.company_id, 'import' AS flow, s.month, s.last_date, s.records, s.value_usd, s.hs_code, s.source,
        s.is_demo
      FROM named n JOIN shipment_rollup_cpm s ON s.importer_company_id = n.company_id
      UNION ALL
      SELECT n.company_id, 'export', s.month, s.last_date, s.records, s.value_usd, s.hs_code, s.source, s.is_demo
      FROM named n JOIN shipment_rollup_cpm s ON s.exporter_company_id = n.company_id)`;
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
  name: sql`c.name`,
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
    filters.flow ? sql`flow = ${filters.flow}` : null,
    filters.hsChapter ? sql`left(hs_code, 2) = ${filters.hsChapter}` : null,
    filters.year
      ? sql`month >= ${`${filters.year}-01-01`}::date AND month < ${`${filters.year + 1}-01-01`}::date`
      : null,
  ].filter((part) => part !== null);
  const direction = filters.order === "asc" ? sql`ASC` : sql`DESC`;
  await freshShipmentRollups(db);
  const { rows } = await sql<TradingRow>`WITH ${traded(query)},
    filtered AS (SELECT * FROM traded ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}),
    per AS (
      SELECT company_id, coalesce(sum(records) FILTER (WHERE flow = 'import'), 0)::int AS imports,
        coalesce(sum(records) FILTER (WHERE flow = 'export'), 0)::int AS exports, sum(value_usd)::float8 AS value,
        max(last_date) AS last_date FROM filtered GROUP BY company_id)
    SELECT c.id::text, c.aaa_id, c.name, c.country_code, p.imports, p.exports, p.value,
      to_char(p.last_date, 'YYYY-MM-DD') AS last_date,
      ARRAY(SELECT left(f.hs_code, 2) FROM filtered f WHERE f.company_id = p.company_id AND f.hs_code IS NOT NULL
        GROUP BY 1 ORDER BY sum(f.records) DESC, 1 LIMIT 3) AS chapters,
      (SELECT json_agg(json_build_object('source', x.source, 'isDemo', x.is_demo) ORDER BY x.is_demo, x.source)
        FROM (SELECT DISTINCT f.source, f.is_demo FROM filtered f WHERE f.company_id = p.company_id) x) AS sources,
      count(*) OVER ()::int AS total
    FROM per p JOIN companies c ON c.id = p.company_id
    ${filters.country ? sql`WHERE c.country_code = ${filters.country}` : sql``}
    ORDER BY ${ORDER[filters.sort ?? "records"]} ${direction} NULLS LAST, c.name, c.id
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
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
  const { rows } = await sql<ConditionRow>`WITH ${traded(query)},
    t AS (SELECT t.company_id, c.country_code AS country, t.flow, left(t.hs_code, 2) AS chapter,
      extract(year FROM t.month)::int AS year FROM traded t JOIN companies c ON c.id = t.company_id)
    SELECT g.*, h.description FROM (
      SELECT country, flow, chapter, year, GROUPING(country, flow, chapter, year) AS set,
        count(DISTINCT company_id)::int AS companies
      FROM t GROUP BY GROUPING SETS ((country), (flow), (chapter), (year))) g
    LEFT JOIN hs_codes h ON h.code = g.chapter
    ORDER BY g.companies DESC, g.country, g.flow, g.chapter, g.year DESC`.execute(db);
  return rows;
}
