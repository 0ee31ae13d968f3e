import { DEFAULT_KEYWORD_MODE } from "../../contract/constants.ts";

/** The search channel a page belongs to; the top bar shows its title. */
export type Channel = "companies" | "trade" | "leads";

const TRADE_PAGES = /^\/index\/(tradeCompany|TradeProduct|TradeCountry)(\/|$)/;
const LEADS_PAGE = /^\/index\/list\/risk(\/|$)/;

export function channelOf(pathname: string, search: Record<string, unknown>): Channel {
  if (LEADS_PAGE.test(pathname)) return "leads";
  if (TRADE_PAGES.test(pathname) || search.Detail === "Trade") return "trade";
  return "companies";
}

/**
 * The leads search (/index/list/risk) with keyword 2 — the default — is the one page of the main
 * layout where a signed-out visitor's mouse press does not open the login dialog.
 */
export function isOpenLeadsSearch(pathname: string, search: Record<string, unknown>): boolean {
  if (!LEADS_PAGE.test(pathname)) return false;
  const keyword = search.keyword ?? DEFAULT_KEYWORD_MODE;
  return Number(keyword) === DEFAULT_KEYWORD_MODE;
}

/** The trade home's company-search filters and order (GET /tradeForCompany/searchTrade). */
export type TradeCompanyFilters = {
  country?: string;
  flow?: "import" | "export";
  hsChapter?: string;
  year?: number;
  sort?: "records" | "value" | "name" | "lastDate";
  order?: "asc";
};

/**
 * The home pages' query: `?Detail=Trade` selects the trade search home, where `by` is the kind of
 * search (product by default, company or country), and `keyword` and `page` the search shown under
 * the search box (with the company search's filters).
 */
export type HomeSearch = {
  Detail?: "Trade";
  by?: "company" | "country";
  keyword?: string;
  page?: number;
} & TradeCompanyFilters;

const SORTS = ["records", "value", "name", "lastDate"] as const;

function companyFilters(search: Record<string, unknown>): TradeCompanyFilters {
  const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
  const year = Math.trunc(Number(search.year));
  const sort = SORTS.find((s) => s === search.sort);
  return {
    ...(/^[A-Z]{2}$/.test(text(search.country)) ? { country: text(search.country) } : {}),
    ...(search.flow === "import" || search.flow === "export" ? { flow: search.flow } : {}),
    ...(/^[0-9]{2}$/.test(text(search.hsChapter)) ? { hsChapter: text(search.hsChapter) } : {}),
    ...(year >= 1900 && year <= 2100 ? { year } : {}),
    ...(sort && sort !== "records" ? { sort } : {}),
    ...(search.order === "asc" ? { order: "asc" as const } : {}),
  };
}

export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  if (search.Detail !== "Trade") return {};
  const keyword =
    typeof search.keyword === "string" || typeof search.keyword === "number"
      ? String(search.keyword).trim().slice(0, 100)
      : "";
  const page = Math.min(500, Math.max(1, Math.trunc(Number(search.page)) || 1));
  const by = search.by === "company" || search.by === "country" ? search.by : undefined;
  return {
    Detail: "Trade",
    ...(by ? { by } : {}),
    ...(keyword ? { keyword } : {}),
    ...(keyword && page > 1 ? { page } : {}),
    ...(by === "company" && keyword ? companyFilters(search) : {}),
  };
}
