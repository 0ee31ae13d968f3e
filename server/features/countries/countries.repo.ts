import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { ContinentsRow, CountriesRow } from "../../db/generated/database.ts";

export type CountryRow = Pick<
  CountriesRow,
  | "id"
  | "alpha2"
  | "alpha3"
  | "name_en"
  | "names"
  | "continent_code"
  | "company_count"
  | "banner_url"
  | "label"
  | "dowjones_code"
  | "flag"
>;

export type ContinentRow = Pick<ContinentsRow, "code" | "name_en" | "names" | "position">;

/** Countries with more than `minCompanies` companies. */
export async function countriesWithCompanies(db: Kysely<DB>, minCompanies: number): Promise<CountryRow[]> {
  return db
    .selectFrom("countries")
    .select([
      "id",
      "alpha2",
      "alpha3",
      "name_en",
      "names",
      "continent_code",
      "company_count",
      "banner_url",
      "label",
      "dowjones_code",
      "flag",
    ])
    .where("company_count", ">", minCompanies)
    .execute();
}

export async function continents(db: Kysely<DB>): Promise<ContinentRow[]> {
  return db.selectFrom("continents").select(["code", "name_en", "names", "position"]).orderBy("position").execute();
}

/** Whether the companies feature's table exists yet (its migration may come later). */
export async function hasCompaniesTable(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ name: string | null }>`SELECT to_regclass('companies')::text AS name`.execute(db);
  return Boolean(rows[0]?.name);
}

export async function resetCompanyCounts(db: Kysely<DB>): Promise<void> {
  await sql`UPDATE countries SET company_count = 0 WHERE company_count <> 0`.execute(db);
}

/** One pass over companies, grouped by country; only the counts that change are written. */
export async function recountCompanies(db: Kysely<DB>): Promise<void> {
  await sql`UPDATE countries c SET company_count = coalesce(n.count, 0)
    FROM countries k LEFT JOIN (SELECT country_code, count(*)::int AS count FROM companies GROUP BY country_code) n
      ON n.country_code = k.alpha2
    WHERE c.alpha2 = k.alpha2 AND c.company_count IS DISTINCT FROM coalesce(n.count, 0)`.execute(db);
}

export async function countriesWithAnyCompany(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM countries WHERE company_count > 0`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}
