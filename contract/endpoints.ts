import { accountCenterEndpoints, accountsEndpoints } from "./accounts.endpoints.ts";
import { assistantEndpoints } from "./assistant.endpoints.ts";
import { collectionsEndpoints, tagsEndpoints } from "./collections.endpoints.ts";
import { companyProfileEndpoints } from "./company-profile.endpoints.ts";
import { companySearchEndpoints } from "./company-search.endpoints.ts";
import { countriesEndpoints } from "./countries.endpoints.ts";
import { creditEndpoints } from "./credit.endpoints.ts";
import type { Endpoint } from "./endpoint.ts";
import { billingEndpoints } from "./billing.endpoints.ts";
import { consumeEndpoints } from "./money.endpoints.ts";
import { payEndpoints } from "./payments.endpoints.ts";
import { performanceEndpoints } from "./performance.endpoints.ts";
import { marketEndpoints } from "./market.endpoints.ts";
import { filesEndpoints } from "./files.endpoints.ts";
import { supportEndpoints } from "./support.endpoints.ts";
import { notificationsEndpoints } from "./notifications.endpoints.ts";
import { orgEndpoints, privilegeEndpoints } from "./org.endpoints.ts";
import { devEndpoints, healthEndpoints } from "./system.endpoints.ts";
import { screeningEndpoints } from "./screening.endpoints.ts";
import { screeningPagesEndpoints } from "./screening-pages.endpoints.ts";
import { tradeEndpoints } from "./trade.endpoints.ts";
import { tradeCountryEndpoints } from "./trade-country.endpoints.ts";
import { tradeCompanyEndpoints } from "./trade-company.endpoints.ts";
import { leadsEndpoints } from "./leads.endpoints.ts";
import { businessTradeEndpoints } from "./business-trade.endpoints.ts";
import { publicationsEndpoints } from "./publications.endpoints.ts";
import { sanctionCountriesEndpoints } from "./sanction-countries.endpoints.ts";
import { reportsEndpoints } from "./reports.endpoints.ts";
import { contributionsEndpoints } from "./contributions.endpoints.ts";

/** Every feature's endpoint map: the whole API the server registers (docs/decisions/0016-endpoint-contract.md). */
export const ENDPOINT_MAPS = {
  accounts: accountsEndpoints,
  accountCenter: accountCenterEndpoints,
  collections: collectionsEndpoints,
  tags: tagsEndpoints,
  companyProfile: companyProfileEndpoints,
  companySearch: companySearchEndpoints,
  countries: countriesEndpoints,
  trade: tradeEndpoints,
  tradeCountry: tradeCountryEndpoints,
  businessTrade: businessTradeEndpoints,
  tradeCompany: tradeCompanyEndpoints,
  notifications: notificationsEndpoints,
  org: orgEndpoints,
  privileges: privilegeEndpoints,
  consume: consumeEndpoints,
  pay: payEndpoints,
  billing: billingEndpoints,
  health: healthEndpoints,
  screening: screeningEndpoints,
  screeningPages: screeningPagesEndpoints,
  dev: devEndpoints,
  files: filesEndpoints,
  support: supportEndpoints,
  assistant: assistantEndpoints,
  leads: leadsEndpoints,
  credit: creditEndpoints,
  performance: performanceEndpoints,
  market: marketEndpoints,
  publications: publicationsEndpoints,
  sanctionCountries: sanctionCountriesEndpoints,
  reports: reportsEndpoints,
  contributions: contributionsEndpoints,
} as const;

/** Every endpoint of the API, in one list. */
export function allEndpoints(): Endpoint[] {
  return Object.values(ENDPOINT_MAPS).flatMap((map) => Object.values(map) as Endpoint[]);
}
