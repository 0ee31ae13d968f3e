import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";

/** SQL of the product pages: every query reads the trade roll-ups (migration 0021), never trade_flows. */

export type HsRow = { code: string; level: number; description: string; parent_code: string | null };
export type ProductSearchRow = HsRow & {
  year: number | null;
  value: number | null;
  demo: number | null;
  total: number;
};
export type YearRow = { year: number; value: number; demo: number; origins: number; destinations: number };
export type CountryRow = { country: string; value: number; demo: number };

const num = (column: string) => sql.raw(`${column}::float8`);

export async function findProducts(
  db: Kysely<DB>,
  match: { codePrefix: string } | { words: string[] },
  limit: number,
  offset: number,
): Promise<ProductSearchRow[]> {
  const where =
    "codePrefix" in match
      ? sql`h.code LIKE ${`${match.codePrefix}%`}`
      : sql.join(
          match.words.map((w) => sql`h.description ILIKE ${`%${w.replace(/[\\%_]/g, "\\$&")}%`}`),
          sql` AND `,
        );
  const { rows } = await sql<ProductSearchRow>`
    SELECT h.code, h.level, h.description, h.parent_code, y.year, ${num("y.value_usd")} AS value,
      ${num("y.demo_value_usd")} AS demo, count(*) OVER ()::int AS total
    FROM hs_codes h
    LEFT JOIN LATERAL (SELECT year, value_usd, demo_value_usd FROM trade_rollup_yp p
      WHERE p.hs_code = h.code ORDER BY year DESC LIMIT 1) y ON true
    WHERE h.level > 0 AND ${where}
    ORDER BY h.level, h.code LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

export async function hsCode(db: Kysely<DB>, code: string): Promise<HsRow | undefined> {
  return db
    .selectFrom("hs_codes")
    .select(["code", "level", "description", "parent_code"])
    .where("code", "=", code)
    .executeTakeFirst();
}

export async function productYears(db: Kysely<DB>, code: string): Promise<YearRow[]> {
  const { rows } = await sql<YearRow>`
    SELECT year, ${num("value_usd")} AS value, ${num("demo_value_usd")} AS demo, origins, destinations
    FROM trade_rollup_yp WHERE hs_code = ${code} ORDER BY year`.execute(db);
  return rows;
}

/** Exports of the product by origin, or imports by destination, largest first. */
export async function countryValues(
  db: Kysely<DB>,
  code: string,
  year: number,
  flow: TradeFlow,
  limit: number | null = null,
): Promise<CountryRow[]> {
  const [table, column] = flow === "export" ? ["trade_rollup_yop", "origin"] : ["trade_rollup_ydp", "destination"];
  const { rows } = await sql<CountryRow>`
    SELECT ${sql.ref(column)} AS country, ${num("value_usd")} AS value, ${num("demo_value_usd")} AS demo
    FROM ${sql.table(table)} WHERE hs_code = ${code} AND year = ${year}
    ORDER BY value_usd DESC, ${sql.ref(column)} ${limit === null ? sql`` : sql`LIMIT ${limit}`}`.execute(db);
  return rows;
}

/** A country's main partners in the product: destinations of its exports, or origins of its imports. */
export async function partnerValues(
  db: Kysely<DB>,
  code: string,
  year: number,
  flow: TradeFlow,
  country: string,
  limit: number,
): Promise<CountryRow[]> {
  const [self, other] = flow === "export" ? ["origin", "destination"] : ["destination", "origin"];
  const { rows } = await sql<CountryRow>`
    SELECT ${sql.ref(other)} AS country, ${num("value_usd")} AS value,
      CASE WHEN is_demo THEN ${num("value_usd")} ELSE 0 END AS demo
    FROM trade_rollup_yodp WHERE hs_code = ${code} AND year = ${year} AND ${sql.ref(self)} = ${country}
    ORDER BY value_usd DESC, ${sql.ref(other)} LIMIT ${limit}`.execute(db);
  return rows;
}

/** Total exports of each country at one HS level (X_c), and of the world (X). */
export async function exportTotals(
  db: Kysely<DB>,
  year: number,
  level: number,
): Promise<{ byCountry: Map<string, number>; world: number }> {
  const { rows } = await sql<{ origin: string; value: number }>`
    SELECT origin, ${num("value_usd")} AS value FROM trade_rollup_yo WHERE year = ${year} AND hs_level = ${level}`.execute(
    db,
  );
  return {
    byCountry: new Map(rows.map((r) => [r.origin, r.value])),
    world: rows.reduce((sum, r) => sum + r.value, 0),
  };
}

/** The data sets behind the product's flows in one year. */
export async function productSources(
  db: Kysely<DB>,
  code: string,
  year: number,
): Promise<{ source: string; is_demo: boolean }[]> {
  const { rows } = await sql<{ source: string; is_demo: boolean }>`
    SELECT source, is_demo FROM trade_rollup_yp_source WHERE hs_code = ${code} AND year = ${year}
    ORDER BY is_demo, source`.execute(db);
  return rows;
}

/** ISO 3166-1 numeric code of each alpha-2 code (the map's shape ids). */
export async function countryNumbers(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("countries").select(["alpha2", "id"]).execute();
  return new Map(rows.map((r) => [r.alpha2, r.id]));
}
