import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { hashOf } from "../../lib/data-files.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { countriesWithAnyCompany, hasCompaniesTable, recountCompanies, resetCompanyCounts } from "./countries.repo.ts";

export const COUNTRY_COMPANY_COUNTS = "country-company-counts";

/**
 * Recomputes countries.company_count from the `companies` table (ISO alpha-2 `country_code`).
 * Before the companies migration exists the counts stay 0. Returns how many countries have companies.
 */
export async function refreshCountryCompanyCounts(db: Kysely<DB>): Promise<number> {
  if (!(await hasCompaniesTable(db))) {
    await resetCompanyCounts(db);
    return 0;
  }
  await recountCompanies(db);
  return countriesWithAnyCompany(db);
}

/**
 * The last data set of the registry: recounts companies per country after every loader ran. Its
 * version is a hash of all the other data sets' versions, so it runs again whenever any of them
 * (countries, companies) is reloaded. Importers that add companies call refreshCountryCompanyCounts.
 */
export function countryCompanyCountsDataset(all: () => readonly DatasetLoader[]): DatasetLoader {
  const others = () => all().filter((d) => d.name !== COUNTRY_COMPANY_COUNTS);
  return {
    name: COUNTRY_COMPANY_COUNTS,
    get version() {
      return `v1#${hashOf(
        others().map((d) => `${d.name}@${d.version}`),
        12,
      )}`;
    },
    source: "derived: companies per country from the companies table",
    licence: "derived data",
    load: (trx) => refreshCountryCompanyCounts(trx),
  };
}
