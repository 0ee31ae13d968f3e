import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_ORDER,
  ISIC_SECTIONS,
  KEYWORD_MODE,
  LISTED_VALUES,
  MAX_PAGE,
  MAX_SEARCH_TEXT,
  SEARCH_PAGE_SIZES,
  SORT_FIELDS,
  SORT_ORDERS,
  YEARS_RANGES,
  type KeywordMode,
  type SearchPageSize,
  type SearchQuery,
  type SortField,
  type SortOrder,
} from "../../../contract/company-search.ts";

/**
 * The URL state of the company result list (the spec's query plus filters, sort and paging).
 * Parsing never throws: a value that is not allowed is dropped, so a hand-edited or old link still
 * opens the list.
 */
export type ResultSearch = {
  searchname?: string;
  companyCountry?: string;
  companyCountryEn?: string;
  keword: KeywordMode;
  country?: string;
  industry?: string;
  listed?: string;
  years?: string;
  sort?: SortField;
  order?: SortOrder;
  page: number;
  pageSize: SearchPageSize;
};

export type FilterKey = "country" | "industry" | "listed" | "years";
export const FILTER_KEYS: readonly FilterKey[] = ["country", "industry", "listed", "years"];

const ALLOWED: Record<FilterKey, (value: string) => boolean> = {
  country: (value) => /^[A-Z]{2}$/.test(value),
  industry: (value) => ISIC_SECTIONS.includes(value),
  listed: (value) => (LISTED_VALUES as readonly string[]).includes(value),
  years: (value) => (YEARS_RANGES as readonly string[]).includes(value),
};

/** Text of the URL; a value the router read as a number ("123") is text too. */
const text = (value: unknown, max: number) => {
  const raw = typeof value === "number" ? String(value) : value;
  return typeof raw === "string" && raw.trim() !== "" ? raw.trim().slice(0, max) : undefined;
};

function listOf(key: FilterKey, value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const values = [...new Set(value.split(",").map((v) => v.trim()))].filter(ALLOWED[key]);
  return values.length ? values.join(",") : undefined;
}

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown): T | undefined {
  const candidate = typeof allowed[0] === "number" ? Number(value) : value;
  return allowed.includes(candidate as T) ? (candidate as T) : undefined;
}

export function parseResultSearch(raw: Record<string, unknown>): ResultSearch {
  const page = Math.trunc(Number(raw.page));
  const country = text(raw.companyCountry, 2)?.toUpperCase();
  const search: ResultSearch = {
    keword: Number(raw.keword) === KEYWORD_MODE.keyword ? KEYWORD_MODE.keyword : KEYWORD_MODE.firstWord,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    pageSize: oneOf(SEARCH_PAGE_SIZES, raw.pageSize) ?? DEFAULT_PAGE_SIZE,
  };
  const searchname = text(raw.searchname, MAX_SEARCH_TEXT);
  if (searchname) search.searchname = searchname;
  if (country && /^[A-Z]{2}$/.test(country)) search.companyCountry = country;
  const countryEn = text(raw.companyCountryEn, 100);
  if (countryEn && search.companyCountry) search.companyCountryEn = countryEn;
  for (const key of FILTER_KEYS) {
    const values = listOf(key, raw[key]);
    if (values) search[key] = values;
  }
  const sort = oneOf(SORT_FIELDS, raw.sort);
  if (sort) search.sort = sort;
  const order = oneOf(SORT_ORDERS, raw.order);
  if (order) search.order = order;
  return search;
}

/** The values of a comma-separated filter. */
export function filterValues(search: ResultSearch, key: FilterKey): string[] {
  return search[key] ? search[key].split(",") : [];
}

/** The filter with `value` added or removed; undefined when it ends up empty. */
export function toggled(search: ResultSearch, key: FilterKey, value: string): string | undefined {
  const values = filterValues(search, key);
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return next.length ? next.join(",") : undefined;
}

export function hasActiveFilters(search: ResultSearch): boolean {
  return FILTER_KEYS.some((key) => Boolean(search[key]));
}

/** The API query of the list: the text of the path when the query does not name it. */
export function apiQueryOf(search: ResultSearch, pathText?: string): SearchQuery {
  const searchname = search.searchname ?? text(pathText, MAX_SEARCH_TEXT);
  const query: SearchQuery = { keword: search.keword, page: search.page, pageSize: search.pageSize };
  if (searchname) query.searchname = searchname;
  if (search.companyCountry) query.companyCountry = search.companyCountry;
  for (const key of FILTER_KEYS) if (search[key]) query[key] = search[key];
  if (search.sort) query.sort = search.sort;
  if (search.order) query.order = search.order;
  return query;
}

/** The sort the list shows: the chosen one, or the server's default for the kind of list. */
export function effectiveSort(search: ResultSearch, hasText: boolean): { sort: SortField; order: SortOrder } {
  const sort = search.sort ?? (hasText ? "relevance" : "dataQuality");
  return { sort, order: search.order ?? DEFAULT_SORT_ORDER[sort] };
}

/**
 * The sort after the user picks a field: the same field keeps its order (or flips it when `flip`),
 * another field starts in its own order (names A -> Z).
 */
export function sortChoice(
  current: { sort: SortField; order: SortOrder },
  field: SortField,
  flip = false,
): { sort: SortField; order: SortOrder } {
  if (field !== current.sort) return { sort: field, order: DEFAULT_SORT_ORDER[field] };
  if (!flip) return current;
  return { sort: field, order: current.order === "asc" ? "desc" : "asc" };
}

/** The spec's result list address: /index/search/list/{searchText}/company?searchname=&companyCountry=&keword=&companyCountryEn= */
export function resultListHref(
  searchText: string,
  options: { keword: KeywordMode; companyCountry?: string | undefined; companyCountryEn?: string | undefined },
): string {
  const query = new URLSearchParams({ searchname: searchText });
  if (options.companyCountry) query.set("companyCountry", options.companyCountry);
  query.set("keword", String(options.keword));
  if (options.companyCountry && options.companyCountryEn) query.set("companyCountryEn", options.companyCountryEn);
  return `/index/search/list/${encodeURIComponent(searchText)}/company?${query.toString()}`;
}

/** The company profile (built by the profile feature). */
export function profileHref(aaaId: string): string {
  return `/index/company/detals/${encodeURIComponent(aaaId)}`;
}
