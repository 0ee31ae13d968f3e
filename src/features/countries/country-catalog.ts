import type { ContinentListItem } from "./countries.api.ts";

/** A country as the API's country list gives it, with its continent. */
export type CachedCountry = {
  countryCode: string;
  id: number;
  nameEn: string;
  name: string;
  continent: string;
  companyNum: number;
  companyNumStr: string;
  urlBanner: string;
  label: string;
  dowjonesCountrycode: string;
};

export type CachedContinent = { enName: string; name: string; countryNumStr: string; position: number };

export type CountryCatalog = { continents: CachedContinent[]; countries: CachedCountry[] };

/** The API's continents-with-countries as two flat lists (continents in the server's order). */
export function toCatalog(continents: readonly ContinentListItem[]): CountryCatalog {
  return {
    continents: continents.map((continent, position) => ({
      enName: continent.enName,
      name: continent.name || continent.enName,
      countryNumStr: continent.countryNumStr,
      position,
    })),
    countries: continents.flatMap((continent) =>
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
    ),
  };
}
