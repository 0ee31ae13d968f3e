import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { freshShipmentRollups } from "./trade-rollups.ts";
import { companyTotal } from "./trade-company.repo.ts";

/**
 * SQL of the company profile's trade tabs. A company's imports are the records filed under it (the
 * primary key's first column, as company-trade.repo.ts reads them); its exports those naming it as exporter.
 * Figures read the company roll-up shipment_rollup_cpm (decision 0057); the record list reads shipments.
 */

type Side = { mine: RawBuilder<unknown>; id: string; name: string; country: RawBuilder<unknown> };

function sideOf(flow: TradeFlow, companyId: string): Side {
  return flow === "import"
    ? {
        mine: sql`company_id = ${companyId}`,
        id: "exporter_company_id",
        name: "exporter_name",
        country: sql`coalesce(exporter_country, origin_country)`,
      }
    : {
        mine: sql`exporter_company_id = ${companyId}`,
        id: "importer_company_id",
        name: "importer_name",
        country: sql`coalesce(importer_country, destination_country)`,
      };
}

export type MonthRow = { month: string; records: number; value: number | null; is_demo: boolean };

export async function byMonth(db: Kysely<DB>, companyId: string, flow: TradeFlow): Promise<MonthRow[]> {
  const { mine } = sideOf(flow, companyId);
  await freshShipmentRollups(db);
  const { rows } = await sql<MonthRow>`
    SELECT to_char(month, 'YYYY-MM') AS month, sum(records)::int AS records, sum(value_usd)::float8 AS value,
      bool_or(is_demo) AS is_demo
    FROM shipment_rollup_cpm WHERE ${mine} GROUP BY 1 ORDER BY 1`.execute(db);
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
  const { mine, country } = sideOf(flow, companyId);
  await freshShipmentRollups(db);
  const { rows } = await sql<ContinentRow>`
    WITH mine AS (SELECT ${country} AS country, records, value_usd, is_demo FROM shipment_rollup_cpm WHERE ${mine})
    SELECT c.continent_code AS continent, array_remove(array_agg(DISTINCT m.country), NULL) AS countries,
      sum(m.records)::int AS records, sum(m.value_usd)::float8 AS value, bool_or(m.is_demo) AS is_demo
    FROM mine m LEFT JOIN countries c ON c.alpha2 = m.country
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
  const { mine } = sideOf(flow, companyId);
  await freshShipmentRollups(db);
  const { rows } = await sql<HeadingRow>`
    WITH mine AS (SELECT left(hs_code, 4) AS heading, records, value_usd, is_demo FROM shipment_rollup_cpm WHERE ${mine})
    SELECT m.heading, h.description, sum(m.records)::int AS records, sum(m.value_usd)::float8 AS value,
      bool_or(m.is_demo) AS is_demo
    FROM mine m LEFT JOIN hs_codes h ON h.code = m.heading
    GROUP BY m.heading, h.description ORDER BY records DESC, m.heading`.execute(db);
  return rows;
}

export async function years(db: Kysely<DB>, companyId: string, flow: TradeFlow): Promise<number[]> {
  const { mine } = sideOf(flow, companyId);
  await freshShipmentRollups(db);
  const { rows } = await sql<{ year: number }>`
    SELECT DISTINCT extract(year FROM month)::int AS year FROM shipment_rollup_cpm WHERE ${mine} ORDER BY year DESC`.execute(
    db,
  );
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

/** The company's partners on the other side of its records, most records first. */
export async function partners(
  db: Kysely<DB>,
  companyId: string,
  flow: TradeFlow,
  year: number | null,
  limit: number,
): Promise<PartnerRow[]> {
  const side = sideOf(flow, companyId);
  const within =
    year === null ? sql`` : sql`AND month >= make_date(${year}, 1, 1) AND month < make_date(${year + 1}, 1, 1)`;
  await freshShipmentRollups(db);
  const { rows } = await sql<PartnerRow>`
    SELECT ${sql.ref(side.id)}::text AS company_id, ${sql.ref(side.name)} AS name, min(${side.country}) AS country,
      sum(records)::int AS records, sum(value_usd)::float8 AS value,
      array_remove(array_agg(DISTINCT hs_code), NULL) AS hs_codes,
      to_char(max(last_date), 'YYYY-MM-DD') AS last_date, min(source) AS source, bool_or(is_demo) AS is_demo,
      count(*) OVER ()::int AS partners
    FROM shipment_rollup_cpm WHERE ${side.mine} AND ${sql.ref(side.name)} IS NOT NULL ${within}
    GROUP BY ${sql.ref(side.id)}, ${sql.ref(side.name)}
    ORDER BY records DESC, value DESC NULLS LAST, name LIMIT ${limit}`.execute(db);
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
