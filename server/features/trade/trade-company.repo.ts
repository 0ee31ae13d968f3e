import { sql, type Kysely, type RawBuilder } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { freshShipmentRollups } from "./trade-rollups.ts";

/**
 * SQL of trade by company (docs/decisions/0040-trade-company.md): one company's trade as importer
 * (importer_company_id) or exporter (exporter_company_id); the partner is the other side, its country the
 * origin (imports) or the destination (exports). Figures by partner, country or product read the company
 * roll-up shipment_rollup_cpm (decision 0057), by year and source its summary (decision 0061), the record lists and the shipping order read shipments (their importer, exporter
 * and HS indexes; a company's list in its order, its total from trade_company_summary, decision 0061).
 */

type Side = { self: string; partnerId: string; partnerName: string; country: RawBuilder<string> };
const SIDES: Record<TradeFlow, Side> = {
  import: {
    self: "importer_company_id",
    partnerId: "exporter_company_id",
    partnerName: "exporter_name",
    country: sql`coalesce(origin_country, exporter_country)`,
  },
  export: {
    self: "exporter_company_id",
    partnerId: "importer_company_id",
    partnerName: "importer_name",
    country: sql`coalesce(destination_country, importer_country)`,
  },
};

export type FiguresRow = {
  records: number;
  value: number | null;
  quantity: number | null;
  quantity_unit: string | null;
};
/** Records, value and (when every record gives a quantity in one unit) quantity of the roll-up rows grouped. */
const FIGURES = sql`sum(records)::int AS records, sum(value_usd)::float8 AS value,
  CASE WHEN count(DISTINCT quantity_unit) = 1 AND sum(quantity_records) = sum(records) THEN sum(quantity)::float8 END
    AS quantity,
  CASE WHEN count(DISTINCT quantity_unit) = 1 AND sum(quantity_records) = sum(records) THEN min(quantity_unit) END
    AS quantity_unit`;

export type Period = { from: string; to: string } | null;
const periodOf = (year: number | undefined | null): Period =>
  year ? { from: `${year}-01-01`, to: `${year + 1}-01-01` } : null;

/** The company's records in one direction (and year). */
function mine(companyId: string, flow: TradeFlow, year?: number | null) {
  const period = periodOf(year);
  const within = period ? sql`AND arrival_date >= ${period.from}::date AND arrival_date < ${period.to}::date` : sql``;
  return sql`FROM shipments WHERE ${sql.ref(SIDES[flow].self)} = ${companyId}::bigint ${within}`;
}

/** The company's roll-up rows in one direction (and year), pending months folded in first. */
async function rolled(db: Kysely<DB>, companyId: string, flow: TradeFlow, year?: number | null) {
  await freshShipmentRollups(db);
  const period = periodOf(year);
  const within = period ? sql`AND month >= ${period.from}::date AND month < ${period.to}::date` : sql``;
  return sql`FROM shipment_rollup_cpm WHERE ${sql.ref(SIDES[flow].self)} = ${companyId}::bigint ${within}`;
}

export type CompanyHeadRow = { id: string; aaa_id: string; name: string; country_code: string | null };
export async function findCompany(db: Kysely<DB>, idOrAaa: string): Promise<CompanyHeadRow | undefined> {
  const byNumber = /^[0-9]+$/.test(idOrAaa);
  const { rows } = await sql<CompanyHeadRow>`SELECT id::text, aaa_id, name, country_code FROM companies
    WHERE ${byNumber ? sql`id = ${idOrAaa}::bigint` : sql`aaa_id = ${idOrAaa}`} LIMIT 1`.execute(db);
  return rows[0];
}

/** The company's summary rows (company x flow x year x HS chapter x source, migration 0054) of some flows (and year). */
async function summary(db: Kysely<DB>, companyId: string, flows: readonly TradeFlow[], year?: number | null) {
  await freshShipmentRollups(db);
  return sql`FROM trade_company_summary WHERE company_id = ${companyId}::bigint AND flow IN (${sql.join(flows)})
    ${year ? sql`AND year = ${year}` : sql``}`;
}

export type YearRow = FiguresRow & { flow: TradeFlow; year: number; first_date: string; last_date: string };
export async function yearly(db: Kysely<DB>, companyId: string): Promise<YearRow[]> {
  const { rows } = await sql<YearRow>`SELECT flow, year, ${FIGURES},
      to_char(min(first_date), 'YYYY-MM-DD') AS first_date, to_char(max(last_date), 'YYYY-MM-DD') AS last_date
    ${await summary(db, companyId, ["import", "export"])} GROUP BY flow, year ORDER BY year, flow`.execute(db);
  return rows;
}

export type SourceRow = { source: string; is_demo: boolean };
export async function sources(
  db: Kysely<DB>,
  companyId: string,
  flows: readonly TradeFlow[],
  year?: number | null,
): Promise<SourceRow[]> {
  const { rows } = await sql<SourceRow>`SELECT DISTINCT source, is_demo ${await summary(db, companyId, flows, year)}
    ORDER BY is_demo, source`.execute(db);
  return rows;
}

export type CountryRow = FiguresRow & { country_code: string; iso_numeric: number | null; is_demo: boolean };
export async function byCountry(db: Kysely<DB>, companyId: string, flow: TradeFlow, year: number | null) {
  const { rows } = await sql<CountryRow>`SELECT m.country_code, c.id AS iso_numeric, m.records, m.value, m.quantity,
      m.quantity_unit, m.is_demo
    FROM (SELECT ${SIDES[flow].country} AS country_code, ${FIGURES}, bool_or(is_demo) AS is_demo
      ${await rolled(db, companyId, flow, year)} GROUP BY 1) m
    LEFT JOIN countries c ON c.alpha2 = m.country_code
    WHERE m.country_code IS NOT NULL ORDER BY m.records DESC, m.country_code`.execute(db);
  return rows;
}

export type PartnerRow = FiguresRow & {
  aaa_id: string | null;
  name: string;
  country_code: string | null;
  last_date: string;
  hs_codes: string[];
  is_demo: boolean;
  partners: number;
};
export async function byPartner(
  db: Kysely<DB>,
  companyId: string,
  flow: TradeFlow,
  year: number | null,
  limit: number,
) {
  const side = SIDES[flow];
  const { rows } = await sql<PartnerRow>`SELECT c.aaa_id, m.*, count(*) OVER ()::int AS partners
    FROM (SELECT ${sql.ref(side.partnerId)} AS partner_id, min(${sql.ref(side.partnerName)}) AS name,
        min(${side.country}) AS country_code, ${FIGURES}, to_char(max(last_date), 'YYYY-MM-DD') AS last_date,
        array_remove(array_agg(DISTINCT hs_code), NULL) AS hs_codes, bool_or(is_demo) AS is_demo
      ${await rolled(db, companyId, flow, year)} AND ${sql.ref(side.partnerName)} IS NOT NULL
      GROUP BY ${sql.ref(side.partnerId)}, ${sql.ref(side.partnerName)}) m
    LEFT JOIN companies c ON c.id = m.partner_id
    ORDER BY m.records DESC, m.name LIMIT ${limit}`.execute(db);
  return rows;
}

export type ProductRow = FiguresRow & { hs_code: string; description: string | null; is_demo: boolean };
export async function byProduct(
  db: Kysely<DB>,
  companyId: string,
  flow: TradeFlow,
  year: number | null,
  limit: number,
) {
  const { rows } = await sql<ProductRow>`SELECT m.*, h.description
    FROM (SELECT hs_code, ${FIGURES}, bool_or(is_demo) AS is_demo
      ${await rolled(db, companyId, flow, year)} AND hs_code IS NOT NULL GROUP BY hs_code) m
    LEFT JOIN hs_codes h ON h.code = m.hs_code
    ORDER BY m.records DESC, m.hs_code LIMIT ${limit}`.execute(db);
  return rows;
}

export type ShipmentRow = FiguresRow & {
  ref: string;
  record_kind: string;
  arrival_date: string;
  hs_code: string | null;
  cargo_description: string | null;
  partner_name: string | null;
  origin_country: string | null;
  destination_country: string | null;
  source: string;
  is_demo: boolean;
  total: number;
};
export async function shipmentPage(
  db: Kysely<DB>,
  companyId: string,
  flow: TradeFlow,
  year: number | null,
  page: { offset: number; limit: number },
) {
  await freshShipmentRollups(db);
  const total = companyTotal(companyId, flow, year);
  return shipmentRows(db, mine(companyId, flow, year), sql.ref(SIDES[flow].partnerName), page, total);
}

/**
 * A company's records of a flow ('filed': filed under it) and year, from its summary rows (migration 0054): a
 * record list's total without counting its records.
 */
export function companyTotal(companyId: string, flow: TradeFlow | "filed", year: number | null) {
  return sql<number>`(SELECT coalesce(sum(records), 0)::int FROM trade_company_summary
    WHERE company_id = ${companyId}::bigint AND flow = ${flow} ${year ? sql`AND year = ${year}` : sql``})`;
}

/** The records of an HS product (codes starting with it) in a year, newest first; the partner is the importer. */
export async function productShipmentPage(
  db: Kysely<DB>,
  hsCode: string,
  year: number | null,
  page: { offset: number; limit: number },
) {
  const period = periodOf(year);
  const within = period ? sql`AND arrival_date >= ${period.from}::date AND arrival_date < ${period.to}::date` : sql``;
  return shipmentRows(
    db,
    sql`FROM shipments WHERE hs_code LIKE ${`${hsCode}%`} ${within}`,
    sql`importer_name`,
    page,
    sql`count(*) OVER ()`,
  );
}

/**
 * A page of records in the list's order (an index's, for a company: the date column, not its text of the same
 * order, which no index has); `total` counts the whole list.
 */
async function shipmentRows(
  db: Kysely<DB>,
  from: RawBuilder<unknown>,
  partnerName: RawBuilder<unknown>,
  page: { offset: number; limit: number },
  total: RawBuilder<unknown>,
) {
  const { rows } = await sql<ShipmentRow>`SELECT company_id || '-' || id AS ref, record_kind,
      to_char(arrival_date, 'YYYY-MM-DD') AS arrival_date, hs_code, cargo_description,
      ${partnerName} AS partner_name, origin_country, destination_country,
      1 AS records, value_usd::float8 AS value, quantity::float8 AS quantity, quantity_unit, source, is_demo,
      ${total}::int AS total
    ${from}
    ORDER BY shipments.arrival_date DESC, company_id, id LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

export type ShippingOrderRow = {
  ref: string;
  record_kind: string;
  master_bol: string | null;
  bill_no: string | null;
  source: string;
  is_demo: boolean;
  arrival_date: string;
  importer_aaa_id: string | null;
  importer_name: string | null;
  importer_address: string | null;
  importer_country: string | null;
  exporter_aaa_id: string | null;
  exporter_name: string | null;
  exporter_address: string | null;
  exporter_country: string | null;
  cargo_description: string | null;
  hs_code: string | null;
  hs_description: string | null;
  product_code: string | null;
  quantity: number | null;
  quantity_unit: string | null;
  value: number | null;
  weight_kg: number | null;
  origin_country: string | null;
  destination_country: string | null;
  port_of_lading: string | null;
  port_of_unlading: string | null;
  carrier: string | null;
  vessel: string | null;
  container_count: number | null;
  container_type: string | null;
};
/** Whose shipping order may be shown: a company's (as importer or exporter) or an HS product's. */
export type OrderScope = { companyId: string } | { hsCode: string };

/** One shipment, when it is within the scope. */
export async function shippingOrder(db: Kysely<DB>, scope: OrderScope, key: { companyId: string; id: string }) {
  const within =
    "companyId" in scope
      ? sql`(s.importer_company_id = ${scope.companyId}::bigint OR s.exporter_company_id = ${scope.companyId}::bigint)`
      : sql`s.hs_code LIKE ${`${scope.hsCode}%`}`;
  const { rows } = await sql<ShippingOrderRow>`SELECT s.company_id || '-' || s.id AS ref, record_kind, master_bol,
      bill_no, s.source, s.is_demo, to_char(arrival_date, 'YYYY-MM-DD') AS arrival_date,
      i.aaa_id AS importer_aaa_id, importer_name, importer_address, importer_country,
      e.aaa_id AS exporter_aaa_id, exporter_name, exporter_address, exporter_country,
      cargo_description, hs_code, h.description AS hs_description, product_code, quantity::float8 AS quantity,
      quantity_unit, value_usd::float8 AS value, weight_kg::float8 AS weight_kg, origin_country, destination_country,
      port_of_lading, port_of_unlading, carrier, vessel, container_count, container_type
    FROM shipments s
    LEFT JOIN companies i ON i.id = s.importer_company_id
    LEFT JOIN companies e ON e.id = s.exporter_company_id
    LEFT JOIN hs_codes h ON h.code = s.hs_code
    WHERE s.company_id = ${key.companyId}::bigint AND s.id = ${key.id}::bigint AND ${within}`.execute(db);
  return rows[0];
}

export type ShipmentSetRow = {
  date: string;
  partner: string | null;
  hs_code: string | null;
  country: string | null;
  value: number | null;
  quantity: number | null;
  unit: string | null;
  is_demo: boolean;
};
/** Every record of the slice, newest first, up to `limit` (the fields the page's worker groups by). */
export async function shipmentSet(
  db: Kysely<DB>,
  companyId: string,
  flow: TradeFlow,
  year: number | null,
  limit: number,
) {
  const side = SIDES[flow];
  const { rows } = await sql<ShipmentSetRow>`SELECT to_char(arrival_date, 'YYYY-MM-DD') AS date,
      ${sql.ref(side.partnerName)} AS partner, hs_code, ${side.country} AS country, value_usd::float8 AS value,
      quantity::float8 AS quantity, quantity_unit AS unit, is_demo
    ${mine(companyId, flow, year)}
    ORDER BY arrival_date DESC, company_id, id LIMIT ${limit}`.execute(db);
  return rows;
}
