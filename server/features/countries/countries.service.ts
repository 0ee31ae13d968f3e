import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Locale } from "../../../contract/locales.ts";
import { COUNTRY_MIN_COMPANIES } from "../../../contract/constants.ts";
import type { ContinentListItem, CountryListItem } from "../../../contract/countries.ts";
import { continents, countriesWithCompanies, type ContinentRow, type CountryRow } from "./countries.repo.ts";

const formatCount = (n: number) => n.toLocaleString("en-US");

function toItem(row: CountryRow, locale: Locale): CountryListItem {
  return {
    id: row.id,
    countryCode: row.alpha2,
    countryCode3: row.alpha3,
    nameEn: row.name_en,
    name: row.names[locale] ?? row.name_en,
    continent: row.continent_code ?? "",
    companyNum: row.company_count,
    companyNumStr: formatCount(row.company_count),
    urlBanner: row.banner_url ?? "",
    label: row.label ?? "",
    dowjonesCountrycode: row.dowjones_code ?? "",
    flag: row.flag,
  };
}

/**
 * Groups the countries by continent in the picker's order; within a continent, countries sort by
 * their name in the caller's language. Continents without a listed country are left out.
 */
export function groupByContinent(
  rows: readonly ContinentRow[],
  countries: readonly CountryRow[],
  locale: Locale,
): ContinentListItem[] {
  const collator = new Intl.Collator(locale === "zh" ? "zh-Hans" : locale);
  return rows
    .map((continent) => {
      const list = countries
        .filter((c) => c.continent_code === continent.code)
        .map((c) => toItem(c, locale))
        .sort((a, b) => collator.compare(a.name, b.name));
      return {
        enName: continent.name_en,
        name: continent.names[locale] ?? continent.name_en,
        code: continent.code,
        countryNumStr: formatCount(list.length),
        countryList: list,
      };
    })
    .filter((c) => c.countryList.length > 0);
}

/** The country picker's list: countries with more than COUNTRY_MIN_COMPANIES companies, by continent. */
export async function countryList(db: Kysely<DB>, locale: Locale): Promise<ContinentListItem[]> {
  const [rows, countries] = await Promise.all([continents(db), countriesWithCompanies(db, COUNTRY_MIN_COMPANIES)]);
  return groupByContinent(rows, countries, locale);
}
