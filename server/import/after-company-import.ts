import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { refreshCountryCompanyCounts } from "../features/countries/country-company-counts.ts";

/**
 * After an import that may add companies or names: the new names get the search's rank copies
 * (migration 0012) and each country's company count is recomputed.
 */
export async function afterCompanyImport(db: Kysely<DB>): Promise<void> {
  await sql`SELECT copy_company_name_ranks()`.execute(db);
  await refreshCountryCompanyCounts(db);
}
