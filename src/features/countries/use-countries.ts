import { useMemo } from "react";
import { COUNTRY_MIN_COMPANIES } from "../../../contract/constants.ts";
import { toCatalog, type CachedContinent, type CachedCountry } from "./country-catalog.ts";
import { useCountryList, type CountrySyncState } from "./queries.ts";

export type ContinentGroup = CachedContinent & { countries: CachedCountry[] };

export type CountriesView = {
  /** undefined while the list is not known yet. */
  groups: ContinentGroup[] | undefined;
  byCode: Map<string, CachedCountry>;
  syncState: CountrySyncState;
};

/**
 * The country list for pickers: the copy kept offline at once, refreshed from the server in the
 * background. Only countries with more than 100 companies are offered (spec section 5).
 */
export function useCountries(locale: string): CountriesView {
  const { list, syncState } = useCountryList(locale);
  return useMemo(() => {
    const catalog = list ? toCatalog(list) : undefined;
    const byCode = new Map((catalog?.countries ?? []).map((country) => [country.countryCode, country]));
    if (!catalog) return { groups: syncState === "failed" ? [] : undefined, byCode, syncState };
    const collator = new Intl.Collator(locale);
    const groups = catalog.continents.map((continent) => ({
      ...continent,
      countries: catalog.countries
        .filter((country) => country.continent === continent.enName && country.companyNum > COUNTRY_MIN_COMPANIES)
        .sort((a, b) => collator.compare(a.name, b.name)),
    }));
    return { groups: groups.filter((group) => group.countries.length > 0), byCode, syncState };
  }, [list, locale, syncState]);
}
