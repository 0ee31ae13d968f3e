/** The product page's tabs this version has data for, by the spec's paths (section 2). */
export const PRODUCT_TAB_PATHS = [
  { name: "map", to: "/index/TradeProduct/TradeDetail/$id/tradeMap/map" },
  { name: "tradeTrends", to: "/index/TradeProduct/TradeDetail/$id/tradeTrends/index" },
  { name: "origin&Destination", to: "/index/TradeProduct/TradeDetail/$id/origin&Destination/index" },
  { name: "competitiveness", to: "/index/TradeProduct/TradeDetail/$id/competitiveness/index" },
] as const;

export type ProductTabName = (typeof PRODUCT_TAB_PATHS)[number]["name"];

/** The tab whose path the location ends with ("…/tradeTrends/index" is tradeTrends); the map otherwise. */
export function productTabOf(pathname: string): ProductTabName {
  const parts = decodeURIComponent(pathname).split("/").filter(Boolean);
  const tail = `/${parts.at(-2) ?? ""}/${parts.at(-1) ?? ""}`;
  return PRODUCT_TAB_PATHS.find((tab) => tab.to.endsWith(tail))?.name ?? "map";
}
