import { defineEndpoints } from "./endpoint.ts";
import {
  CompanySanctions,
  CompanySanctionsQuery,
  EntryDetail,
  EntryDetailQuery,
  EntryPage,
  EntrySearchQuery,
  ProductsQuery,
  RiskSearchQuery,
  RiskSearchResult,
  SanctionProducts,
  SanctionSourceLists,
} from "./screening-pages.ts";

/**
 * The sanction theme pages and the profile's sanctions tab: the spec's `/publications/*` calls where it
 * names one (getSanctionSourceList, getSanctions), `/sanction/*` for the pages it names no call for.
 */
export const screeningPagesEndpoints = defineEndpoints("screening", {
  getSanctionSourceList: {
    method: "GET",
    path: "/publications/getSanctionSourceList",
    summary: "The sanctions lists loaded, each with its version, publication date, import time and entry count",
    response: SanctionSourceLists,
    auth: "none",
  },
  searchEntries: {
    method: "GET",
    path: "/sanction/entries",
    summary: "Listed companies, persons, vessels or aircraft, by name or alias, per list, a page at a time",
    query: EntrySearchQuery,
    response: EntryPage,
    auth: "none",
    errors: [404],
  },
  entryDetail: {
    method: "GET",
    path: "/sanction/entry",
    summary: "One list entry with every name, identifier, programme, address, date and the source link",
    query: EntryDetailQuery,
    response: EntryDetail,
    auth: "none",
    errors: [404],
  },
  products: {
    method: "GET",
    path: "/sanction/products",
    summary: "Sanctions programmes per list and the HS codes they restrict (when a mapping is loaded)",
    query: ProductsQuery,
    response: SanctionProducts,
    auth: "none",
  },
  riskSearch: {
    method: "GET",
    path: "/sanction/screen",
    summary: "Screens one name against every loaded list; each result is explained feature by feature",
    query: RiskSearchQuery,
    response: RiskSearchResult,
    auth: "none",
    errors: [503],
  },
  getSanctions: {
    method: "GET",
    path: "/publications/getSanctions",
    summary: "Screens a company, its current officers and its owners against every loaded list",
    query: CompanySanctionsQuery,
    response: CompanySanctions,
    auth: "none",
    errors: [404, 503],
  },
});
