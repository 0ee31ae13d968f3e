import { RISK_SCHEMAS } from "../../../contract/screening-pages.ts";
import type { CountrySearch, EntryListSearch, RiskQuery } from "../../features/sanctions/index.ts";

/** `?keyword=&list=&page=` of the company and person lists. */
export function parseEntryListSearch(search: Record<string, unknown>): EntryListSearch {
  const page = Math.trunc(Number(search.page));
  const keyword = typeof search.keyword === "string" ? search.keyword.slice(0, 200) : "";
  const list = typeof search.list === "string" && /^[a-z0-9-]{1,40}$/.test(search.list) ? search.list : "";
  return {
    ...(keyword ? { keyword } : {}),
    ...(list ? { list } : {}),
    ...(page > 1 && page <= 10000 ? { page } : {}),
  };
}

/** `/sanction/index?selectCode=4` opens the risk search. */
export function parseSelectCode(search: Record<string, unknown>): { selectCode?: number } {
  const code = Number(search.selectCode);
  return Number.isInteger(code) && code > 0 && code < 10 ? { selectCode: code } : {};
}

export type RiskSearchParams = Omit<RiskQuery, "name">;

/** What qualifies the name of `risk/details/:search`: `?schema=Person&country=IR&birthDate=1962`. */
export function parseRiskSearch(search: Record<string, unknown>): Partial<RiskSearchParams> {
  const country = typeof search.country === "string" && /^[A-Za-z]{2}$/.test(search.country) ? search.country : "";
  const birth =
    typeof search.birthDate === "string" || typeof search.birthDate === "number" ? String(search.birthDate) : "";
  return {
    ...(search.schema === RISK_SCHEMAS.person ? { schema: RISK_SCHEMAS.person } : {}),
    ...(country ? { country: country.toUpperCase() } : {}),
    ...(/^\d{4}(-\d{2}(-\d{2})?)?$/.test(birth) ? { birthDate: birth } : {}),
  };
}

/** `?label=<list>:<programme>&country=XX&page=` of the countries page. */
export function parseCountrySearch(search: Record<string, unknown>): CountrySearch {
  const label =
    typeof search.label === "string" && /^[a-z0-9-]{1,40}:\S.{0,79}$/.test(search.label) ? search.label : "";
  const country = typeof search.country === "string" && /^[A-Za-z]{2}$/.test(search.country) ? search.country : "";
  const page = Math.trunc(Number(search.page));
  return {
    ...(label ? { label } : {}),
    ...(country ? { country: country.toUpperCase() } : {}),
    ...(page > 1 && page <= 10000 ? { page } : {}),
  };
}
