/** The product page's tabs this version has data for, in the spec's order and by its paths (section 2). */
export const PRODUCT_TAB_PATHS = [
  { name: "map", to: "/index/TradeProduct/TradeDetail/$id/tradeMap/map" },
  { name: "supplyChain", to: "/index/TradeProduct/TradeDetail/$id/supplyChain/index" },
  { name: "competitiveness", to: "/index/TradeProduct/TradeDetail/$id/competitiveness/index" },
  { name: "shippingOverview", to: "/index/TradeProduct/TradeDetail/$id/shippingOverview/index" },
  { name: "importDetailProduct", to: "/index/TradeProduct/TradeDetail/$id/shippingOverview/importDetailProduct" },
  { name: "origin&Destination", to: "/index/TradeProduct/TradeDetail/$id/origin&Destination/index" },
  { name: "suppliers&Buyers", to: "/index/TradeProduct/TradeDetail/$id/suppliers&Buyers/index" },
  { name: "products", to: "/index/TradeProduct/TradeDetail/$id/products/index" },
  { name: "tradeTrends", to: "/index/TradeProduct/TradeDetail/$id/tradeTrends/index" },
  { name: "sanctionsSituation", to: "/index/TradeProduct/TradeDetail/$id/sanctionsSituation/list" },
] as const;

export type ProductTabName = (typeof PRODUCT_TAB_PATHS)[number]["name"];

/** The tab whose path the location ends with ("…/tradeTrends/index" is tradeTrends); the map otherwise. */
export function productTabOf(pathname: string): ProductTabName {
  const parts = decodeURIComponent(pathname).split("/").filter(Boolean);
  const tail = `/${parts.at(-2) ?? ""}/${parts.at(-1) ?? ""}`;
  return PRODUCT_TAB_PATHS.find((tab) => tab.to.endsWith(tail))?.name ?? "map";
}
