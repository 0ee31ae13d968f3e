import { Type, type Static } from "typebox";
import { Envelope } from "./envelope.ts";

/** A country of the picker (spec: id, countryCode, nameEn, companyNum, companyNumStr, urlBanner, label, dowjonesCountrycode). */
export const CountryListItem = Type.Object({
  /** ISO 3166-1 numeric code. */
  id: Type.Integer(),
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: Type.String(),
  /** ISO 3166-1 alpha-3 (the trade pages' `id3a`). */
  countryCode3: Type.String(),
  nameEn: Type.String(),
  /** The name in the caller's language (`language` header). */
  name: Type.String(),
  /** Continent code of the country-codes file (AS, EU, NA, SA, AF, OC, AN). */
  continent: Type.String(),
  companyNum: Type.Integer(),
  /** companyNum with thousands separators ("12,345"). */
  companyNumStr: Type.String(),
  /** Banner image URL; empty while no banner is configured (no open source provides them). */
  urlBanner: Type.String(),
  /** The UN M49 sub-region ("Eastern Asia"). */
  label: Type.String(),
  /** Dow Jones (Factiva) region code; empty: no open source provides the mapping. */
  dowjonesCountrycode: Type.String(),
  /** Flag emoji; the flag-icons class is `fi fi-<countryCode lower case>`. */
  flag: Type.String(),
});
export type CountryListItem = Static<typeof CountryListItem>;

/** A continent tab of the picker with the countries that have more than COUNTRY_MIN_COMPANIES companies. */
export const ContinentListItem = Type.Object({
  enName: Type.String(),
  /** The continent's name in the caller's language. */
  name: Type.String(),
  code: Type.String(),
  /** How many countries the continent lists, with thousands separators. */
  countryNumStr: Type.String(),
  countryList: Type.Array(CountryListItem),
});
export type ContinentListItem = Static<typeof ContinentListItem>;

export const CountryListResponse = Envelope(Type.Array(ContinentListItem));
