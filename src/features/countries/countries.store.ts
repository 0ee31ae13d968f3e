import type { CachedContinent, CachedCountry } from "../../offline/db.ts";
import { loadOfflineDb, type OfflineDb } from "../../offline/use-offline-query.ts";
import type { ContinentListItem } from "./countries.api.ts";

export const COUNTRY_LIST_META_KEY = "countryList";

/** Replaces the cached country list in one transaction, so a reader never sees half of it. */
export async function saveCountryList(continents: ContinentListItem[], locale: string): Promise<void> {
  const continentRows: CachedContinent[] = continents.map((continent, position) => ({
    enName: continent.enName,
    name: continent.name || continent.enName,
    countryNumStr: continent.countryNumStr,
    position,
  }));
  const countryRows: CachedCountry[] = continents.flatMap((continent) =>
    continent.countryList.map((country) => ({
      countryCode: country.countryCode,
      id: country.id,
      nameEn: country.nameEn,
      name: country.name || country.nameEn,
      continent: continent.enName,
      companyNum: country.companyNum,
      companyNumStr: country.companyNumStr,
      urlBanner: country.urlBanner,
      label: country.label,
      dowjonesCountrycode: country.dowjonesCountrycode,
    })),
  );
  const db = await loadOfflineDb();
  await db.transaction("rw", db.countries, db.continents, db.meta, async () => {
    await db.continents.clear();
    await db.countries.clear();
    await db.continents.bulkPut(continentRows);
    await db.countries.bulkPut(countryRows);
    await db.meta.put({ key: COUNTRY_LIST_META_KEY, value: { locale }, updatedAt: Date.now() });
  });
}

export type CountryCatalog = { continents: CachedContinent[]; countries: CachedCountry[] };

/** The cached country list (continents in the server's order); Dexie reads only, for a live query. */
export async function readCountryList(db: OfflineDb): Promise<CountryCatalog> {
  const [continents, countries] = await Promise.all([
    db.continents.orderBy("position").toArray(),
    db.countries.toArray(),
  ]);
  return { continents, countries };
}
