import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { freshShipmentRollups } from "./trade-rollups.ts";
import { companyTotal } from "./trade-company.repo.ts";

/**
 * SQL of the company profile's trade tabs. A company's imports are the records filed under it (the
 * primary key's first column, as company-trade.repo.ts reads them); its exports those naming it as exporter.
 * Figures read the company's tally, partner and summary rows by year (migrations 0054 and 0055, decisions 0061
 * and 0062); the record list reads shipments.
 */

type Side = { mine: RawBuilder<unknown>; name: string; country: RawBuilder<unknown> };

function sideOf(flow: TradeFlow, companyId: string): Side {
  return flow === "import"
    ? {
        mine: sql`company_id = ${companyId}`,
        name: "exporter_name",
        country: sql`coalesce(exporter_country, origin_country)`,
      }
    : {
        mine: sql`exporter_company_id = ${companyId}`,
        name: "importer_name",
        country: sql`coalesce(importer_country, destination_country)`,
      };
}

export type MonthRow = { month: string; records: number; value: number | null; is_demo: boolean };

/** The company's tally rows of a kind over all its years (trade_company_tally, migration 0055). */
function tally(companyId: string, flow: TradeFlow, kind: "month" | "country" | "heading" | "hs") {
  return sql`SELECT key, records, value_usd, is_demo FROM trade_company_tally
    WHERE company_id = ${companyId}::bigint AND flow = ${flowOf(flow)} AND kind = ${kind}`;
}

/** The flow of the company's summary and tally rows: its imports are the records filed under it. */
const flowOf = (flow: TradeFlow) => (flow === "import" ? "filed" : "export");

export async function byMonth(db: Kysely<DB>, companyId: string, flow: TradeFlow): Promise<MonthRow[]> {
  await freshShipmentRollups(db);
  const { rows } = await sql<MonthRow>`
    SELECT key AS month, sum(records)::int AS records, sum(value_usd)::float8 AS value, bool_or(is_demo) AS is_demo
    FROM (${tally(companyId, flow, "month")}) t GROUP BY 1 ORDER BY 1`.execute(db);
  return rows;
}

export type ContinentRow = {
  continent: string | null;
  countries: string[];
  records: number;
  value: number | null;
  is_demo: boolean;
};

export async function byContinent(db: Kysely<DB>, companyId: string, flow: TradeFlow): Promise<ContinentRow[]> {
  await freshShipmentRollups(db);
  const { rows } = await sql<ContinentRow>`
    SELECT c.continent_code AS continent, array_remove(array_agg(DISTINCT m.key), NULL) AS countries,
      sum(m.records)::int AS records, sum(m.value_usd)::float8 AS value, bool_or(m.is_demo) AS is_demo
    FROM (${tally(companyId, flow, "country")}) m LEFT JOIN countries c ON c.alpha2 = m.key
    GROUP BY c.continent_code ORDER BY records DESC, continent`.execute(db);
  return rows;
}

export type HeadingRow = {
  heading: string | null;
  description: string | null;
  records: number;
  value: number | null;
  is_demo: boolean;
};

export async function byHeading(db: Kysely<DB>, companyId: string, flow: TradeFlow): Promise<HeadingRow[]> {
  await freshShipmentRollups(db);
  const { rows } = await sql<HeadingRow>`
    SELECT m.key AS heading, h.description, sum(m.records)::int AS records, sum(m.value_usd)::float8 AS value,
      bool_or(m.is_demo) AS is_demo
    FROM (${tally(companyId, flow, "heading")}) m LEFT JOIN hs_codes h ON h.code = m.key
    GROUP BY m.key, h.description ORDER BY records DESC, m.key`.execute(db);
  return rows;
}

export async function years(db: Kysely<DB>, companyId: string, flow: TradeFlow): Promise<number[]> {
  await freshShipmentRollups(db);
  const { rows } = await sql<{ year: number }>`
    SELECT DISTINCT year FROM trade_company_summary WHERE company_id = ${companyId}::bigint AND flow = ${flowOf(flow)}
    ORDER BY year DESC`.execute(db);
  return rows.map((r) => r.year);
}

export type PartnerRow = {
  company_id: string | null;
  name: string;
  country: string | null;
  records: number;
  value: number | null;
  hs_codes: string[];
  last_date: string;
  source: string;
  is_demo: boolean;
  partners: number;
};

/**
 * The company's partners on the other side of its records, most records first, from its partner rows by year
 * (trade_company_partner, migration 0055); the HS codes are read for the listed partners only.
 */
export async function partners(
  db: Kysely<DB>,
  companyId: string,
  flow: TradeFlow,
  year: number | null,
  limit: number,
): Promise<PartnerRow[]> {
  const mine = sql`company_id = ${companyId}::bigint AND flow = ${flowOf(flow)} ${year === null ? sql`` : sql`AND year = ${year}`}`;
  await freshShipmentRollups(db);
  const { rows } = await sql<PartnerRow>`
    WITH page AS (
      SELECT partner_id, partner_name, min(country) AS country, sum(records)::int AS records,
        sum(value_usd)::float8 AS value, max(last_date) AS last_date, min(source) AS source,
        bool_or(is_demo) AS is_demo, count(*) OVER ()::int AS partners
      FROM trade_company_partner WHERE ${mine}
      GROUP BY partner_id, partner_name
      ORDER BY records DESC, value DESC NULLS LAST, partner_name LIMIT ${limit}
    )
    SELECT p.partner_id::text AS company_id, p.partner_name AS name, p.country, p.records, p.value,
      ARRAY(SELECT DISTINCT unnest(t.hs_codes) FROM trade_company_partner t
        WHERE ${mine} AND t.partner_id IS NOT DISTINCT FROM p.partner_id AND t.partner_name = p.partner_name) AS hs_codes,
      to_char(p.last_date, 'YYYY-MM-DD') AS last_date, p.source, p.is_demo, p.partners
    FROM page p ORDER BY p.records DESC, p.value DESC NULLS LAST, p.partner_name`.execute(db);
  return rows;
}

export type RecordRow = {
  id: string;
  record_kind: string;
  date: string;
  partner_name: string | null;
  partner_country: string | null;
  hs_code: string | null;
  cargo_description: string | null;
  origin_country: string | null;
  destination_country: string | null;
  port: string | null;
  quantity: number | null;
  quantity_unit: string | null;
  value: number | null;
  source: string;
  is_demo: boolean;
  total: number;
};

/**
 * The company's records, newest first, a page at a time (by shipments_company_date_idx or
 * shipments_exporter_idx), with the total from its summary rows.
 */
export async function records(
  db: Kysely<DB>,
  companyId: string,
  flow: TradeFlow,
  limit: number,
  offset: number,
): Promise<RecordRow[]> {
  const side = sideOf(flow, companyId);
  await freshShipmentRollups(db);
  const { rows } = await sql<RecordRow>`
    SELECT company_id || '-' || id AS id, record_kind, to_char(arrival_date, 'YYYY-MM-DD') AS date,
      ${sql.ref(side.name)} AS partner_name, ${side.country} AS partner_country, hs_code, cargo_description,
      origin_country, destination_country, coalesce(port_of_unlading, port_of_lading) AS port,
      quantity::float8 AS quantity, quantity_unit, value_usd::float8 AS value, source, is_demo,
      ${companyTotal(companyId, flow === "import" ? "filed" : "export", null)} AS total
    FROM shipments WHERE ${side.mine}
    ORDER BY arrival_date DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}
