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

/**
 * The home pages' query: `?Detail=Trade` selects the trade search home, where `keyword` and `page`
 * are the product search shown under the search box.
 */
export type HomeSearch = { Detail?: "Trade"; keyword?: string; page?: number };

export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  if (search.Detail !== "Trade") return {};
  const keyword =
    typeof search.keyword === "string" || typeof search.keyword === "number"
      ? String(search.keyword).trim().slice(0, 100)
      : "";
  const page = Math.min(500, Math.max(1, Math.trunc(Number(search.page)) || 1));
  return { Detail: "Trade", ...(keyword ? { keyword } : {}), ...(keyword && page > 1 ? { page } : {}) };
}
