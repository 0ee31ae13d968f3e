import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/**
 * Companies and countries from the per-country counts (recounted after every load and import)
 * plus the companies without a country, read through the country index: no scan of the companies.
 */
export async function coverageCounts(db: Kysely<DB>): Promise<{ companies: number; countries: number }> {
  const { rows } = await sql<{ companies: number; countries: number }>`
    SELECT (SELECT coalesce(sum(company_count), 0) FROM countries)::bigint
           + (SELECT count(*) FROM companies WHERE country_code IS NULL) AS companies,
           (SELECT count(*) FROM countries WHERE company_count > 0) AS countries`.execute(db);
  return { companies: Number(rows[0]?.companies ?? 0), countries: Number(rows[0]?.countries ?? 0) };
}

export type LeadingCompany = { name: string; name_native: string | null };

/** The company with the best data of each of the `limit` countries with the most companies (index reads only). */
export async function leadingCompanies(db: Kysely<DB>, limit: number): Promise<LeadingCompany[]> {
  const { rows } = await sql<LeadingCompany>`
    SELECT c.name, c.name_native
    FROM (SELECT alpha2 FROM countries WHERE company_count > 0 ORDER BY company_count DESC, alpha2 LIMIT ${limit}) k
    CROSS JOIN LATERAL (
      SELECT name, name_native FROM companies WHERE country_code = k.alpha2 ORDER BY data_quality DESC, id LIMIT 1
    ) c`.execute(db);
  return rows;
}
