import type { HomeSearch, TradeCompanyFilters } from "../../lib/channel.ts";
import type { TradeSearchKind } from "../../features/trade-product/index.ts";

/**
 * The trade home's search as the URL holds it: the kind (product, company, country), the text, the
 * page and the company search's filters, and how to change them.
 */
export type TradeSearch = {
  kind: TradeSearchKind;
  keyword: string;
  page: number;
  filters: TradeCompanyFilters;
  onKind: (kind: TradeSearchKind) => void;
  onPage: (page: number) => void;
  /** A new filter or order starts on the first page. */
  onFilters: (change: TradeCompanyFilters) => void;
};

export function tradeSearchOf(search: HomeSearch, navigate: (options: { search: HomeSearch }) => unknown): TradeSearch {
  const { Detail, by, keyword, page, ...filters } = search;
  return {
    kind: by ?? "product",
    keyword: keyword ?? "",
    page: page ?? 1,
    filters,
    onKind: (kind) => void navigate({ search: { Detail, ...(kind === "product" ? {} : { by: kind }) } }),
    onPage: (next) => void navigate({ search: { ...search, page: next } }),
    onFilters: (change) => {
      const merged: HomeSearch = { ...search, ...change, page: undefined };
      void navigate({
        search: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)),
      });
    },
  };
}
