/** The country page's tabs by the spec's paths (section 2). */
export const COUNTRY_TAB_PATHS = [
  { name: "map", to: "/index/TradeCountry/TradeDetail/$id/tradeMap/map" },
  { name: "countryData", to: "/index/TradeCountry/TradeDetail/$id/countryData/index" },
  { name: "countries", to: "/index/TradeCountry/TradeDetail/$id/countries/index" },
  { name: "enterprises", to: "/index/TradeCountry/TradeDetail/$id/enterprises/index" },
  { name: "importDetailCountry", to: "/index/TradeCountry/TradeDetail/$id/enterprises/importDetailCountry" },
  { name: "products", to: "/index/TradeCountry/TradeDetail/$id/products/index" },
  { name: "tradeTrends", to: "/index/TradeCountry/TradeDetail/$id/tradeTrends/index" },
  { name: "creditOpinion", to: "/index/TradeCountry/TradeDetail/$id/creditOpinion/list" },
] as const;

export type CountryTabName = (typeof COUNTRY_TAB_PATHS)[number]["name"];

/** The tab whose path the location ends with; the map otherwise. */
export function countryTabOf(pathname: string): CountryTabName {
  const parts = decodeURIComponent(pathname).split("/").filter(Boolean);
  const tail = `/${parts.at(-2) ?? ""}/${parts.at(-1) ?? ""}`;
  return COUNTRY_TAB_PATHS.find((tab) => tab.to.endsWith(tail))?.name ?? "map";
}
