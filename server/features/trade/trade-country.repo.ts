import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type { CountryRow } from "./trade-product.repo.ts";
import { freshShipmentRollups } from "./trade-rollups.ts";

/**
 * SQL of the country pages: the trade roll-ups of migration 0021 (a country's totals are its HS chapter
 * rows summed: every flow counts once at level 2), never trade_flows; company records from the company
 * roll-up shipment_rollup_cpm (decision 0057).
 */

const num = (column: string) => sql.raw(`${column}::float8`);
const demoOf = sql.raw("CASE WHEN is_demo THEN value_usd ELSE 0 END");
/** The country's own column and its partner's in trade_rollup_yodp for a direction. */
const sides = (flow: TradeFlow) =>
  flow === "export" ? (["origin", "destination"] as const) : (["destination", "origin"] as const);

export type DirectionYear = { year: number; value: number; demo: number };
export type ProductValue = { code: string; description: string; value: number; demo: number; world: number };
export type DetailRow = { partner: string; hs_code: string; value: number; is_demo: boolean };

export type CountryInfo = {
  id: number;
  name_en: string;
  capital: string | null;
  m49_region: string | null;
  m49_sub_region: string | null;
  currencies: string[];
};

export async function countryInfo(db: Kysely<DB>, code: string): Promise<CountryInfo | undefined> {
  return db
    .selectFrom("countries")
    .select(["id", "name_en", "capital", "m49_region", "m49_sub_region", "currencies"])
    .where("alpha2", "=", code)
    .executeTakeFirst();
}

/** The country's exports (or imports) per year and the demo part. */
export async function directionYears(db: Kysely<DB>, code: string, flow: TradeFlow): Promise<DirectionYear[]> {
  const { rows } = await sql<DirectionYear>`
    SELECT year, value_usd::float8 AS value, demo_value_usd::float8 AS demo
    FROM trade_rollup_yc WHERE country = ${code} AND flow = ${flow} ORDER BY year`.execute(db);
  return rows;
}

/** The country's partners in one year and direction, largest first. */
export async function partnerTotals(
  db: Kysely<DB>,
  code: string,
  year: number,
  flow: TradeFlow,
): Promise<CountryRow[]> {
  const [self, other] = sides(flow);
  const { rows } = await sql<CountryRow>`
    SELECT ${sql.ref(other)} AS country, sum(value_usd)::float8 AS value, sum(${demoOf})::float8 AS demo
    FROM trade_rollup_yod WHERE ${sql.ref(self)} = ${code} AND year = ${year}
    GROUP BY ${sql.ref(other)} ORDER BY value DESC, country`.execute(db);
  return rows;
}

/** Every country's total exports (by origin) or imports (by destination) in one year. */
export async function worldTotals(db: Kysely<DB>, year: number, flow: TradeFlow): Promise<CountryRow[]> {
  const { rows } = await sql<CountryRow>`
    SELECT country, value_usd::float8 AS value, demo_value_usd::float8 AS demo
    FROM trade_rollup_yc WHERE year = ${year} AND flow = ${flow}
    ORDER BY value_usd DESC, country`.execute(db);
  return rows;
}

/** Years of the roll-ups (newest first). */
export async function rollupYears(db: Kysely<DB>): Promise<number[]> {
  const { rows } = await sql<{ year: number }>`
    SELECT DISTINCT year FROM trade_rollup_yp WHERE hs_level = 2 ORDER BY year DESC`.execute(db);
  return rows.map((r) => r.year);
}

/** The country's products at one HS level in one year, with world trade of each (X_p). */
export async function countryProducts(
  db: Kysely<DB>,
  code: string,
  year: number,
  flow: TradeFlow,
  level: number,
): Promise<ProductValue[]> {
  const own =
    flow === "export"
      ? sql`SELECT hs_code, value_usd AS value, demo_value_usd AS demo FROM trade_rollup_yop
          WHERE origin = ${code} AND year = ${year} AND hs_level = ${level}`
      : sql`SELECT hs_code, sum(value_usd) AS value, sum(${demoOf}) AS demo FROM trade_rollup_yodp
          WHERE destination = ${code} AND year = ${year} AND hs_level = ${level} GROUP BY hs_code`;
  const { rows } = await sql<ProductValue>`
    SELECT o.hs_code AS code, h.description, o.value::float8 AS value, o.demo::float8 AS demo,
      ${num("w.value_usd")} AS world
    FROM (${own}) o JOIN trade_rollup_yp w ON w.hs_code = o.hs_code AND w.year = ${year}
    JOIN hs_codes h ON h.code = o.hs_code
    ORDER BY o.value DESC, o.hs_code`.execute(db);
  return rows;
}

/** The country's trade in one year and direction by partner and HS chapter (the analysis detail set). */
export async function partnerChapters(
  db: Kysely<DB>,
  code: string,
  year: number,
  flow: TradeFlow,
): Promise<DetailRow[]> {
  const [self, other] = sides(flow);
  const { rows } = await sql<DetailRow>`
    SELECT ${sql.ref(other)} AS partner, hs_code, ${num("value_usd")} AS value, is_demo
    FROM trade_rollup_yodp WHERE ${sql.ref(self)} = ${code} AND year = ${year} AND hs_level = 2
    ORDER BY partner, hs_code`.execute(db);
  return rows;
}

/** Totals by partner and year for the partners asked for. */
export async function partnerYears(
  db: Kysely<DB>,
  code: string,
  flow: TradeFlow,
  partners: readonly string[],
): Promise<{ country: string; year: number; value: number }[]> {
  const [self, other] = sides(flow);
  if (partners.length === 0) return [];
  const { rows } = await sql<{ country: string; year: number; value: number }>`
    SELECT ${sql.ref(other)} AS country, year, sum(value_usd)::float8 AS value
    FROM trade_rollup_yod WHERE ${sql.ref(self)} = ${code}
      AND ${sql.ref(other)} IN (${sql.join(partners)})
    GROUP BY ${sql.ref(other)}, year ORDER BY year`.execute(db);
  return rows;
}

/** World Bank GDP and population of the country, by year. */
export async function macroSeries(
  db: Kysely<DB>,
  code: string,
): Promise<{ indicator: string; year: number; value: number; source: string }[]> {
  return db
    .selectFrom("macro_indicators")
    .select(["indicator", "year", "value", "source"])
    .where("country_code", "=", code)
    .orderBy("year")
    .execute();
}

/** The data sets behind the country's flows in one year. */
export async function countrySources(db: Kysely<DB>, code: string, year: number) {
  const { rows } = await sql<{ source: string; is_demo: boolean }>`
    SELECT source, is_demo FROM trade_rollup_yod WHERE origin = ${code} AND year = ${year}
    UNION SELECT source, is_demo FROM trade_rollup_yod WHERE destination = ${code} AND year = ${year}
    ORDER BY is_demo, source`.execute(db);
  return rows;
}

const shipmentSides = (flow: TradeFlow) =>
  flow === "import"
    ? { country: "destination_country", partner: "origin_country", id: "importer_company_id", name: "importer_name" }
    : { country: "origin_country", partner: "destination_country", id: "exporter_company_id", name: "exporter_name" };

/**
 * Months with shipment records into (import) or out of (export) the country, newest first: one index probe
 * per month (shipment_rollup_cpm's country x month index), not a read of the country's roll-up rows.
 */
export async function shipmentMonths(db: Kysely<DB>, code: string, flow: TradeFlow): Promise<string[]> {
  const country = sql.ref(shipmentSides(flow).country);
  await freshShipmentRollups(db);
  const { rows } = await sql<{ month: string }>`
    WITH RECURSIVE m (month) AS (
      SELECT max(month) FROM shipment_rollup_cpm WHERE ${country} = ${code}
      UNION ALL
      SELECT (SELECT max(month) FROM shipment_rollup_cpm WHERE ${country} = ${code} AND month < m.month)
      FROM m WHERE m.month IS NOT NULL
    )
    SELECT to_char(month, 'YYYY-MM') AS month FROM m WHERE month IS NOT NULL ORDER BY m.month DESC`.execute(db);
  return rows.map((r) => r.month);
}

export type EnterpriseRow = {
  company_id: string | null;
  name: string;
  records: number;
  partners: string[];
  products: string[];
  quantity: number | null;
  quantity_unit: string | null;
  value: number | null;
  first_date: string;
  last_date: string;
  source: string;
  is_demo: boolean;
  companies: number;
};

/** The year of a whole-year period, null for a month. */
function wholeYear(period: { from: string; to: string }): number | null {
  const year = Number(period.from.slice(0, 4));
  return period.from === `${year}-01-01` && period.to === `${year + 1}-01-01` ? year : null;
}

/**
 * Companies with shipment records into or out of the country in a period, most records first: for a year or
 * all years a page of trade_country_company in its index order (migration 0055), for a month the month's
 * company roll-up rows.
 */
export async function enterprises(
  db: Kysely<DB>,
  code: string,
  flow: TradeFlow,
  period: { from: string; to: string } | null,
  limit: number,
): Promise<EnterpriseRow[]> {
  await freshShipmentRollups(db);
  // trade_country_company's year: 0 for all years.
  let year = 0;
  if (period !== null) {
    const whole = wholeYear(period);
    if (whole === null) return monthEnterprises(db, code, flow, period, limit);
    year = whole;
  }
  const mine = sql`country = ${code} AND flow = ${flow} AND year = ${year}`;
  const one = sql`cardinality(quantity_units) = 1`;
  const { rows } = await sql<EnterpriseRow>`
    SELECT company_id::text AS company_id, name, records::int AS records, partners, products,
      CASE WHEN ${one} THEN quantity::float8 END AS quantity, CASE WHEN ${one} THEN quantity_units[1] END AS quantity_unit,
      value_usd::float8 AS value, to_char(first_date, 'YYYY-MM-DD') AS first_date,
      to_char(last_date, 'YYYY-MM-DD') AS last_date, source, is_demo,
      (SELECT count(*)::int FROM trade_country_company WHERE ${mine}) AS companies
    FROM trade_country_company WHERE ${mine}
    ORDER BY records DESC, name, company_id LIMIT ${limit}`.execute(db);
  return rows;
}

async function monthEnterprises(
  db: Kysely<DB>,
  code: string,
  flow: TradeFlow,
  period: { from: string; to: string },
  limit: number,
): Promise<EnterpriseRow[]> {
  const side = shipmentSides(flow);
  const { rows } = await sql<EnterpriseRow>`
    SELECT ${sql.ref(side.id)}::text AS company_id, min(${sql.ref(side.name)}) AS name, sum(records)::int AS records,
      array_remove(array_agg(DISTINCT ${sql.ref(side.partner)}), NULL) AS partners,
      array_remove(array_agg(DISTINCT hs_code), NULL) AS products,
      CASE WHEN count(DISTINCT quantity_unit) = 1 THEN sum(quantity)::float8 END AS quantity,
      CASE WHEN count(DISTINCT quantity_unit) = 1 THEN min(quantity_unit) END AS quantity_unit,
      sum(value_usd)::float8 AS value,
      to_char(min(first_date), 'YYYY-MM-DD') AS first_date, to_char(max(last_date), 'YYYY-MM-DD') AS last_date,
      min(source) AS source, bool_or(is_demo) AS is_demo, count(*) OVER ()::int AS companies
    FROM shipment_rollup_cpm WHERE ${sql.ref(side.country)} = ${code} AND ${sql.ref(side.name)} IS NOT NULL AND month >= ${period.from}::date AND month < ${period.to}::date
    GROUP BY ${sql.ref(side.id)}, ${sql.ref(side.name)}
    ORDER BY records DESC, name LIMIT ${limit}`.execute(db);
  return rows;
}

export type RatingsRow = {
  year: number | null;
  companies: number;
  average_score: number | null;
  average_pd: number | null;
  demo: number;
  ratings: { rating: string; companies: number }[] | null;
  risks: { riskIndicator: string; companies: number }[] | null;
};

/** Credit assessments of the country's companies in the latest year any of them has one. */
export async function ratings(db: Kysely<DB>, code: string): Promise<RatingsRow> {
  const { rows } = await sql<RatingsRow>`
    WITH rated AS (
      SELECT a.* FROM credit_assessments a JOIN companies c ON c.id = a.company_id WHERE c.country_code = ${code}
    ), latest AS (SELECT * FROM rated WHERE year = (SELECT max(year) FROM rated))
    SELECT (SELECT max(year) FROM latest)::int AS year, (SELECT count(*) FROM latest)::int AS companies,
      (SELECT avg(local_score) FROM latest)::float8 AS average_score,
      (SELECT avg(probability_of_default) FROM latest)::float8 AS average_pd,
      (SELECT count(*) FILTER (WHERE is_demo) FROM latest)::int AS demo,
      (SELECT json_agg(json_build_object('rating', rating, 'companies', n) ORDER BY rating)
        FROM (SELECT rating, count(*)::int AS n FROM latest GROUP BY rating) r) AS ratings,
      (SELECT json_agg(json_build_object('riskIndicator', risk_indicator, 'companies', n) ORDER BY risk_indicator)
        FROM (SELECT risk_indicator, count(*)::int AS n FROM latest GROUP BY risk_indicator) k) AS risks`.execute(db);
  return (
    rows[0] ?? { year: null, companies: 0, average_score: null, average_pd: null, demo: 0, ratings: null, risks: null }
  );
}
