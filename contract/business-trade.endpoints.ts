import type { TSchema } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import { CompanyRef } from "./company-profile.ts";
import {
  CompanySupplyChain,
  ContinentTrade,
  DetailsQuery,
  FlowQuery,
  ImportExport,
  MonthlyTrade,
  PartnerRanking,
  ProductTrade,
  RankOptions,
  RankQuery,
  TradeRecords,
} from "./business-trade.ts";

/** `GET /businessActivities/<path>` about one company's trade (public; an unknown company is 404). */
const trade = <const P extends string, Q extends TSchema, R extends TSchema>(
  path: P,
  summary: string,
  query: Q,
  response: R,
) =>
  ({
    method: "GET",
    path: `/businessActivities/${path}`,
    summary,
    query,
    response,
    auth: "none",
    errors: [404],
  }) as const;

/** The company profile's trade tabs (issue 13): read from the company's shipment records. */
export const businessTradeEndpoints = defineEndpoints("company trade", {
  importExport: trade(
    "getImportExport",
    "The company's imports and exports: records, value, dates, top partners and HS codes, sources",
    CompanyRef,
    ImportExport,
  ),
  transactions: trade(
    "getImportorExportTransaction",
    "The company's imports (default) or exports by month",
    FlowQuery,
    MonthlyTrade,
  ),
  byContinent: trade(
    "getImportOrExportTradeByContinent",
    "The company's imports (from) or exports (to) by the partner side's continent",
    FlowQuery,
    ContinentTrade,
  ),
  productTrade: trade(
    "getImportOrExportProductTrade",
    "The company's imports or exports by HS heading",
    FlowQuery,
    ProductTrade,
  ),
  rankOptions: trade(
    "showImportorExportForSCRanks",
    "The directions and years (newest first) the supplier and customer ranking can show",
    CompanyRef,
    RankOptions,
  ),
  rankBySC: trade(
    "getImportorExportRankBySC",
    "Suppliers (flow import) or customers (flow export) of the company ranked by records, in a year or all years",
    RankQuery,
    PartnerRanking,
  ),
  supplyChain: trade(
    "getSupplyChain",
    "The company's ten largest suppliers and customers, with the HS codes each trades with it",
    CompanyRef,
    CompanySupplyChain,
  ),
  details: trade(
    "details",
    "The company's shipment records (import or export), newest first, a page at a time",
    DetailsQuery,
    TradeRecords,
  ),
});
