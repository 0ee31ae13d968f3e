import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { freshShipmentRollups } from "./trade-rollups.ts";

/**
 * SQL of the product page's company tabs: shipment records whose HS code starts with the product's
 * code (an EIA heading counts in its chapter; a 6-digit page does not see 4-digit records), read from the
 * company roll-up shipment_rollup_cpm (decision 0057).
 */

const like = (code: string) => `${code}%`;

/** Suppliers are the records' exporters, buyers their importers (a record without their country: its origin, destination). */
const sideOf = (flow: TradeFlow) =>
  flow === "export"
    ? {
        id: "exporter_company_id",
        name: "exporter_name",
        country: sql`coalesce(exporter_country, origin_country)`,
        other: "importer_name",
      }
    : {
        id: "importer_company_id",
        name: "importer_name",
        country: sql`coalesce(importer_country, destination_country)`,
        other: "exporter_name",
      };

/**
 * Years with records of the product naming a company on that side, newest first: the years of the
 * product's route rows (an index-only read), each kept when one month roll-up row of it names a company
 * (the first found ends the probe), rather than every month roll-up row of the product read from the heap.
 */
export async function shipmentYears(db: Kysely<DB>, code: string, flow: TradeFlow): Promise<number[]> {
  const side = sideOf(flow);
  await freshShipmentRollups(db);
  const { rows } = await sql<{ year: number }>`
    SELECT year FROM (SELECT DISTINCT extract(year FROM month)::int AS year FROM shipment_rollup_route
      WHERE hs_code LIKE ${like(code)}) product_years
    WHERE EXISTS (SELECT 1 FROM shipment_rollup_cpm WHERE hs_code LIKE ${like(code)}
      AND month >= make_date(year, 1, 1) AND month < make_date(year + 1, 1, 1) AND ${sql.ref(side.name)} IS NOT NULL)
    ORDER BY year DESC`.execute(db);
  return rows.map((r) => r.year);
}

export type CompanyRow = {
  company_id: string | null;
  name: string;
  country: string | null;
  records: number;
  value: number | null;
  partners: number;
  last_date: string;
  source: string;
  is_demo: boolean;
  companies: number;
  all_records: number;
  all_value: number | null;
  demo_records: number;
};

/** The product's suppliers or buyers in a year (all years: null), most records first, with the totals. */
export async function companyRanking(
  db: Kysely<DB>,
  code: string,
  flow: TradeFlow,
  year: number | null,
  limit: number,
): Promise<CompanyRow[]> {
  const side = sideOf(flow);
  const within =
    year === null ? sql`` : sql`AND month >= make_date(${year}, 1, 1) AND month < make_date(${year + 1}, 1, 1)`;
  await freshShipmentRollups(db);
  const { rows } = await sql<CompanyRow>`
    WITH grouped AS (
      SELECT ${sql.ref(side.id)}::text AS company_id, min(${sql.ref(side.name)}) AS name,
        min(${side.country}) AS country, sum(records)::int AS records, sum(value_usd)::float8 AS value,
        count(DISTINCT ${sql.ref(side.other)})::int AS partners,
        to_char(max(last_date), 'YYYY-MM-DD') AS last_date, min(source) AS source, bool_or(is_demo) AS is_demo,
        coalesce(sum(records) FILTER (WHERE is_demo), 0)::int AS demo_records
      FROM shipment_rollup_cpm
      WHERE hs_code LIKE ${like(code)} AND ${sql.ref(side.name)} IS NOT NULL ${within}
      GROUP BY ${sql.ref(side.id)}, ${sql.ref(side.name)}
    )
    SELECT *, count(*) OVER ()::int AS companies, sum(records) OVER ()::int AS all_records,
      sum(value) OVER ()::float8 AS all_value, sum(demo_records) OVER ()::int AS demo_records
    FROM grouped ORDER BY records DESC, value DESC NULLS LAST, name LIMIT ${limit}`.execute(db);
  return rows;
}

export type ChainRow = {
  heading: string;
  description: string | null;
  companies: number;
  records: number;
  value: number | null;
  is_demo: boolean;
};

/**
 * Co-trade of the product: upstream, the headings the product's exporting companies import;
 * downstream, the headings its importing companies export (the product's own codes left out). Both read the
 * companies' HS code tally rows by year (trade_company_tally, migration 0055), not their month roll-up rows.
 */
export async function coTraded(
  db: Kysely<DB>,
  code: string,
  direction: "upstream" | "downstream",
  limit: number,
): Promise<{ companies: number; rows: ChainRow[] }> {
  const [self, other] = direction === "upstream" ? ["export", "import"] : ["import", "export"];
  const linked = sql`SELECT DISTINCT company_id AS id FROM trade_company_tally
    WHERE kind = 'hs' AND flow = ${self} AND key LIKE ${like(code)}`;
  await freshShipmentRollups(db);
  const [chain, counted] = await Promise.all([
    sql<ChainRow>`
      WITH linked AS (${linked}), chain AS (
        SELECT left(s.key, 4) AS heading, count(DISTINCT s.company_id)::int AS companies,
          sum(s.records)::int AS records, sum(s.value_usd)::float8 AS value, bool_or(s.is_demo) AS is_demo
        FROM trade_company_tally s JOIN linked l ON l.id = s.company_id
        WHERE s.kind = 'hs' AND s.flow = ${other} AND length(s.key) >= 4 AND s.key NOT LIKE ${like(code)}
        GROUP BY left(s.key, 4)
      )
      SELECT c.heading, h.description, c.companies, c.records, c.value, c.is_demo
      FROM chain c LEFT JOIN hs_codes h ON h.code = c.heading
      ORDER BY c.companies DESC, c.records DESC, c.heading LIMIT ${limit}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM (${linked}) l`.execute(db),
  ]);
  return { companies: counted.rows[0]?.n ?? 0, rows: chain.rows };
}

export type ProgrammeRow = {
  list_id: string;
  list_name: string;
  programme_code: string;
  programme_name: string | null;
  hs_code: string;
  description: string | null;
};

/** Programmes restricting the product, a code above it (its chapter, heading) or a code under it. */
export async function restrictingProgrammes(db: Kysely<DB>, code: string): Promise<ProgrammeRow[]> {
  const { rows } = await sql<ProgrammeRow>`
    SELECT p.list_id, l.name AS list_name, p.programme_code, g.name AS programme_name, p.hs_code, p.description
    FROM sanctioned_products p JOIN sanction_lists l ON l.id = p.list_id
    LEFT JOIN sanction_programmes g ON g.list_id = p.list_id AND g.code = p.programme_code
    WHERE p.hs_code LIKE ${like(code)} OR ${code} LIKE p.hs_code || '%'
    ORDER BY p.hs_code, p.list_id, p.programme_code`.execute(db);
  return rows;
}
