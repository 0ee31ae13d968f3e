import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";

/**
 * SQL over the shipment roll-ups of migration 0045 (docs/TRADE.md, "Shipment roll-ups"):
 * shipment_rollup_route (product x month x lane x ports x carrier) for the product's shipping overview,
 * shipment_rollup_cpm (company x partner x product x month) for a company's supply chain and competitiveness.
 */

type Db = Kysely<DB>;
const inYear = (year: number) => sql`month >= make_date(${year}, 1, 1) AND month < make_date(${year + 1}, 1, 1)`;
const ofProduct = (code: string) => sql`hs_code LIKE ${`${code}%`}`;

/** Years with records of the product (a record counts when its HS code starts with the product's), newest first. */
export async function productYears(db: Db, code: string): Promise<number[]> {
  const { rows } = await sql<{ year: number }>`SELECT DISTINCT extract(year FROM month)::int AS year
    FROM shipment_rollup_route WHERE ${ofProduct(code)} ORDER BY year DESC`.execute(db);
  return rows.map((r) => r.year);
}

export type RouteTotals = {
  records: number;
  value: number | null;
  valued_records: number;
  weight_kg: number | null;
  weighed_records: number;
  containers: number | null;
  demo_records: number;
};
export type MonthRow = { month: string; records: number; value: number | null };
export type RankedRow = {
  key1: string;
  key2: string | null;
  records: number;
  value: number | null;
  weight_kg: number | null;
  is_demo: boolean;
};
/** The product's route rows of a year, grouped each way the shipping overview shows them. */
export type ProductOverviewRows = {
  totals: RouteTotals;
  months: MonthRow[];
  portsOfLading: RankedRow[];
  portsOfUnlading: RankedRow[];
  carriers: RankedRow[];
  lanes: RankedRow[];
};
type Part = "total" | "month" | "lading" | "unlading" | "carrier" | "lane";

/**
 * The product's records of the year: totals, by month, and the `limit` ports of lading, ports of
 * unlading, carriers and lanes (origin x destination) with the most records (rows naming them). One
 * scan of the year's route rows, grouped six ways (grouping sets), rather than six scans.
 */
export async function productOverviewRows(
  db: Db,
  code: string,
  year: number,
  limit: number,
): Promise<ProductOverviewRows> {
  const { rows } = await sql<RouteTotals & RankedRow & { part: Part }>`
    WITH grouped AS (
      SELECT CASE WHEN GROUPING(month) = 0 THEN 'month' WHEN GROUPING(port_of_lading) = 0 THEN 'lading'
          WHEN GROUPING(port_of_unlading) = 0 THEN 'unlading' WHEN GROUPING(carrier) = 0 THEN 'carrier'
          WHEN GROUPING(origin_country) = 0 THEN 'lane' ELSE 'total' END AS part,
        coalesce(to_char(month, 'YYYY-MM'), port_of_lading, port_of_unlading, carrier, origin_country) AS key1,
        destination_country AS key2,
        coalesce(sum(records), 0)::int AS records, sum(value_usd)::float8 AS value,
        sum(weight_kg)::float8 AS weight_kg, coalesce(bool_or(is_demo), false) AS is_demo,
        coalesce(sum(valued_records), 0)::int AS valued_records,
        coalesce(sum(weighed_records), 0)::int AS weighed_records, sum(containers)::int AS containers,
        coalesce(sum(records) FILTER (WHERE is_demo), 0)::int AS demo_records
      FROM shipment_rollup_route WHERE ${ofProduct(code)} AND ${inYear(year)}
      GROUP BY GROUPING SETS ((), (month), (port_of_lading), (port_of_unlading), (carrier),
        (origin_country, destination_country))
    ), ranked AS (
      SELECT *, row_number() OVER (PARTITION BY part ORDER BY records DESC, key1, key2) AS rank
      FROM grouped WHERE part IN ('total', 'month') OR (key1 IS NOT NULL AND (part <> 'lane' OR key2 IS NOT NULL))
    )
    SELECT * FROM ranked WHERE part IN ('total', 'month') OR rank <= ${limit} ORDER BY part, rank`.execute(db);
  const of = (part: Part) => rows.filter((r) => r.part === part);
  return {
    // The empty grouping set answers one row even when the year has none.
    totals: of("total")[0] as RouteTotals,
    months: of("month")
      .map((r) => ({ month: r.key1, records: r.records, value: r.value }))
      .sort((x, y) => x.month.localeCompare(y.month)),
    portsOfLading: of("lading"),
    portsOfUnlading: of("unlading"),
    carriers: of("carrier"),
    lanes: of("lane"),
  };
}

/**
 * A company's side of a record in a direction: itself, its partner, and the market (where its goods arrive
 * or leave: the record's destination or origin, else its importer's or exporter's country), of the roll-up
 * rows named `r`.
 */
const SIDES = {
  import: {
    self: "importer_company_id",
    partner: "exporter_company_id",
    market: sql`coalesce(r.destination_country, r.importer_country)`,
  },
  export: {
    self: "exporter_company_id",
    partner: "importer_company_id",
    market: sql`coalesce(r.origin_country, r.exporter_country)`,
  },
} as const satisfies Record<TradeFlow, { self: string; partner: string; market: RawBuilder<unknown> }>;

/** Years in which the company has records in either direction, newest first. */
export async function companyYears(db: Db, companyId: string, flow?: TradeFlow): Promise<number[]> {
  const flows: TradeFlow[] = flow ? [flow] : ["import", "export"];
  const { rows } = await sql<{ year: number }>`SELECT DISTINCT year FROM trade_company_summary
    WHERE company_id = ${companyId}::bigint AND flow IN (${sql.join(flows)}) ORDER BY year DESC`.execute(db);
  return rows.map((r) => r.year);
}

export type ChapterRow = {
  chapter: string;
  description: string | null;
  companies: number;
  records: number;
  value: number | null;
  is_demo: boolean;
};

/** The HS chapters the company imports in the year, with the suppliers behind each. */
export async function upstreamChapters(db: Db, companyId: string, year: number): Promise<ChapterRow[]> {
  const { rows } = await sql<ChapterRow>`SELECT m.*, h.description FROM (
      SELECT left(hs_code, 2) AS chapter, count(DISTINCT exporter_company_id)::int AS companies,
        sum(records)::int AS records, sum(value_usd)::float8 AS value, bool_or(is_demo) AS is_demo
      FROM shipment_rollup_cpm
      WHERE importer_company_id = ${companyId}::bigint AND ${inYear(year)} AND hs_code IS NOT NULL
      GROUP BY 1) m
    LEFT JOIN hs_codes h ON h.code = m.chapter ORDER BY m.records DESC, m.chapter`.execute(db);
  return rows;
}

/** The chapters the company exports in the year (its own products). */
export async function exportedChapters(db: Db, companyId: string, year: number): Promise<string[]> {
  const { rows } = await sql<{ chapter: string }>`SELECT DISTINCT left(hs_code, 2) AS chapter FROM shipment_rollup_cpm
    WHERE exporter_company_id = ${companyId}::bigint AND ${inYear(year)} AND hs_code IS NOT NULL
    ORDER BY chapter`.execute(db);
  return rows.map((r) => r.chapter);
}

/**
 * Downstream: the chapters the companies buying from the company export in the year, its own chapters
 * left out; with the number of those buyers.
 */
export async function downstreamChapters(
  db: Db,
  companyId: string,
  year: number,
  own: readonly string[],
  limit: number,
): Promise<{ buyers: number; rows: ChapterRow[] }> {
  const buyers = sql`SELECT DISTINCT importer_company_id AS id FROM shipment_rollup_cpm
    WHERE exporter_company_id = ${companyId}::bigint AND ${inYear(year)} AND importer_company_id IS NOT NULL
      AND importer_company_id <> ${companyId}::bigint`;
  const [chain, counted] = await Promise.all([
    sql<ChapterRow>`WITH buyers AS (${buyers})
      SELECT m.*, h.description FROM (
        SELECT left(r.hs_code, 2) AS chapter, count(DISTINCT r.exporter_company_id)::int AS companies,
          sum(r.records)::int AS records, sum(r.value_usd)::float8 AS value, bool_or(r.is_demo) AS is_demo
        FROM shipment_rollup_cpm r JOIN buyers b ON b.id = r.exporter_company_id
        WHERE ${inYear(year)} AND r.hs_code IS NOT NULL AND NOT left(r.hs_code, 2) = ANY (${[...own]}::text[])
        GROUP BY 1) m
      LEFT JOIN hs_codes h ON h.code = m.chapter ORDER BY m.companies DESC, m.records DESC, m.chapter
      LIMIT ${limit}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM (${buyers}) b`.execute(db),
  ]);
  return { buyers: counted.rows[0]?.n ?? 0, rows: chain.rows };
}

export type ProductMarketRow = {
  hs_code: string;
  market: string;
  company_id: string | null;
  records: number;
  value: number | null;
  valued_records: number;
  is_demo: boolean;
};

/**
 * Every trader (null: records naming none on that side) of the products the company trades in the
 * direction and year, in the company's markets for them.
 */
export async function productMarkets(db: Db, companyId: string, flow: TradeFlow, year: number) {
  const side = SIDES[flow];
  const { rows } = await sql<ProductMarketRow>`
    WITH mine AS (
      SELECT DISTINCT hs_code, ${side.market} AS market FROM shipment_rollup_cpm r
      WHERE ${sql.ref(side.self)} = ${companyId}::bigint AND ${inYear(year)}
        AND hs_code IS NOT NULL AND ${side.market} IS NOT NULL
    )
    SELECT r.hs_code, ${side.market} AS market, r.${sql.ref(side.self)}::text AS company_id,
      sum(r.records)::int AS records, sum(r.value_usd)::float8 AS value, sum(r.valued_records)::int AS valued_records,
      bool_or(r.is_demo) AS is_demo
    FROM shipment_rollup_cpm r JOIN mine m ON m.hs_code = r.hs_code AND m.market = ${side.market}
    WHERE r.hs_code IN (SELECT hs_code FROM mine) AND ${inYear(year)}
    GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

export type OwnRow = { hs_code: string; market: string; partner_id: string | null; records: number };
/** The company's records of the year by product, market and partner (null: no partner named). */
export async function ownByPartner(db: Db, companyId: string, flow: TradeFlow, year: number): Promise<OwnRow[]> {
  const side = SIDES[flow];
  const { rows } = await sql<OwnRow>`SELECT hs_code, ${side.market} AS market,
      ${sql.ref(side.partner)}::text AS partner_id, sum(records)::int AS records
    FROM shipment_rollup_cpm r
    WHERE ${sql.ref(side.self)} = ${companyId}::bigint AND ${inYear(year)}
      AND hs_code IS NOT NULL AND ${side.market} IS NOT NULL
    GROUP BY 1, 2, 3`.execute(db);
  return rows;
}

export async function hsDescriptions(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const { rows } = await sql<{ code: string; description: string }>`SELECT code, description FROM hs_codes
    WHERE code = ANY (${[...codes]}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.code, r.description]));
}
