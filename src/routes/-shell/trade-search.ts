import type { HomeSearch } from "../../lib/channel.ts";

/** The trade home's product search as the URL holds it: the text, the page, and how to turn the page. */
export type TradeSearch = { keyword: string; page: number; onPage: (page: number) => void };

export function tradeSearchOf(search: HomeSearch, navigate: (options: { search: HomeSearch }) => unknown): TradeSearch {
  return {
    keyword: search.keyword ?? "",
    page: search.page ?? 1,
    onPage: (page) => void navigate({ search: { ...search, page } }),
  };
}
