import { LAWSUIT_ROLES, LAWSUIT_STATUSES, NEWS_IMPACTS } from "../../../contract/publications.ts";
import type { LawsuitSearch, NewsSearch } from "../../features/publications/index.ts";

const text = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");
const oneOf = <T extends string>(values: readonly T[], value: unknown) => values.find((v) => v === value);
const pageOf = (value: unknown) => {
  const page = Math.trunc(Number(value));
  return page > 1 && page <= 10000 ? { page } : {};
};

/** `?keyword=&impact=&category=&source=&country=&page=` of the news lists. */
export function parseNewsSearch(search: Record<string, unknown>): NewsSearch {
  const keyword = text(search.keyword, 200);
  const category = text(search.category, 60);
  const source = text(search.source, 60);
  const country = text(search.country, 3);
  const impact = oneOf(NEWS_IMPACTS, search.impact);
  return {
    ...(keyword ? { keyword } : {}),
    ...(impact ? { impact } : {}),
    ...(category ? { category } : {}),
    ...(source ? { source } : {}),
    ...(/^[A-Za-z]{2}$/.test(country) ? { country: country.toUpperCase() } : {}),
    ...pageOf(search.page),
  };
}

/** `?status=&role=&page=` of the lawsuits tab. */
export function parseLawsuitSearch(search: Record<string, unknown>): LawsuitSearch {
  const status = oneOf(LAWSUIT_STATUSES, search.status);
  const role = oneOf(LAWSUIT_ROLES, search.role);
  return { ...(status ? { status } : {}), ...(role ? { role } : {}), ...pageOf(search.page) };
}
