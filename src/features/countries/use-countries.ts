import { useEffect, useMemo } from "react";
import { COUNTRY_MIN_COMPANIES } from "../../../contract/constants.ts";
import type { CachedContinent, CachedCountry } from "../../offline/db.ts";
import { useAtomValue } from "../../lib/state.ts";
import { useOfflineQuery } from "../../offline/use-offline-query.ts";
import { readCountryList, type CountryCatalog } from "./countries.store.ts";
import { countrySyncStateAtom, refreshCountryList, type CountrySyncState } from "./countries.sync.ts";

export type ContinentGroup = CachedContinent & { countries: CachedCountry[] };

export type CountriesView = {
  /** undefined while IndexedDB is being read. */
  groups: ContinentGroup[] | undefined;
  byCode: Map<string, CachedCountry>;
  syncState: CountrySyncState;
};

/**
 * The country list for pickers: read from the offline cache (live), refreshed from the server in
 * the background when the language changes or the browser comes back online. Only countries with
 * more than 100 companies are offered (spec section 5).
 */
export function useCountries(locale: string): CountriesView {
  const catalog = useOfflineQuery<CountryCatalog | undefined>(readCountryList, [], undefined);
  const syncState = useAtomValue(countrySyncStateAtom);

  useEffect(() => {
    void refreshCountryList(locale);
    const onOnline = () => void refreshCountryList(locale);
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [locale]);

  return useMemo(() => {
    const byCode = new Map((catalog?.countries ?? []).map((country) => [country.countryCode, country]));
    if (!catalog) return { groups: undefined, byCode, syncState };
    const collator = new Intl.Collator(locale);
    const groups = catalog.continents.map((continent) => ({
      ...continent,
      countries: catalog.countries
        .filter((country) => country.continent === continent.enName && country.companyNum > COUNTRY_MIN_COMPANIES)
        .sort((a, b) => collator.compare(a.name, b.name)),
    }));
    return { groups: groups.filter((group) => group.countries.length > 0), byCode, syncState };
  }, [catalog, locale, syncState]);
}
