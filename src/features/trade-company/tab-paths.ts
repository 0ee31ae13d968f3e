/** The company trade page's tabs by the spec's paths (section 2). */
export const COMPANY_TAB_PATHS = [
  { name: "map", to: "/index/tradeCompany/Trade/$id/tradeMap/map" },
  { name: "supplyChain", to: "/index/tradeCompany/Trade/$id/supplyChain/index" },
  { name: "competitiveness", to: "/index/tradeCompany/Trade/$id/competitiveness/index" },
  { name: "countries", to: "/index/tradeCompany/Trade/$id/countries/index" },
  { name: "partners", to: "/index/tradeCompany/Trade/$id/partners/index" },
  { name: "products", to: "/index/tradeCompany/Trade/$id/products/index" },
  { name: "tradeTrends", to: "/index/tradeCompany/Trade/$id/tradeTrends/index" },
  { name: "shippingOverview", to: "/index/tradeCompany/Trade/$id/shippingOverview/index" },
  { name: "importDetailCompany", to: "/index/tradeCompany/Trade/$id/shippingOverview/importDetailCompany" },
  { name: "creditOpinion", to: "/index/tradeCompany/Trade/$id/creditOpinion/list" },
] as const;

export type CompanyTabName = (typeof COMPANY_TAB_PATHS)[number]["name"];

/** The tab whose path the location ends with; the map otherwise. */
export function companyTabOf(pathname: string): CompanyTabName {
  const parts = decodeURIComponent(pathname).split("/").filter(Boolean);
  const tail = `/${parts.at(-2) ?? ""}/${parts.at(-1) ?? ""}`;
  return COMPANY_TAB_PATHS.find((tab) => tab.to.endsWith(tail))?.name ?? "map";
}
