/** The company trade page's link (spec section 2: tradeCompany/Trade/:id with its query, Moudles=Trade). */
export function companyTradeLink(company: {
  aaaId: string;
  name?: string | undefined;
  countryCode?: string | null | undefined;
}) {
  return {
    to: "/index/tradeCompany/Trade/$id/tradeMap/map",
    params: { id: company.aaaId },
    search: {
      ...(company.name ? { companyName: company.name } : {}),
      ...(company.countryCode ? { companyCountry: company.countryCode } : {}),
      Moudles: "Trade",
    },
  } as const;
}
