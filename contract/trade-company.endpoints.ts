import { defineEndpoints } from "./endpoint.ts";
import {
  CompanyCountries,
  CompanyFlowQuery,
  CompanyPartners,
  CompanyProducts,
  CompanyQuery,
  CompanyTrends,
  CompanyYearFlowQuery,
  CompanyYears,
  FilterConditions,
  FilterConditionsQuery,
  SearchTrade,
  SearchTradeQuery,
  Shipments,
  ShipmentsQuery,
  ShipmentSet,
  ShipmentSetQuery,
  ShipmentQuery,
  ShippingOrder,
} from "./trade-company.ts";
import { CompanyAnalysisQuery, CompanyCompetitiveness, CompanySupplyChain } from "./trade-shipping.ts";

const company = { method: "GET", auth: "none", errors: [404] } as const;

/** Trade by company (issue 13, spec section 7), read from the company's shipment records (docs/decisions/0040). */
export const tradeCompanyEndpoints = defineEndpoints("trade", {
  searchTrade: {
    method: "GET",
    auth: "none",
    path: "/tradeForCompany/searchTrade",
    summary:
      "Companies whose name matches, with import or export records: records, value, HS chapters, a page at a time",
    query: SearchTradeQuery,
    response: SearchTrade,
  },
  searchFilterConditions: {
    method: "GET",
    auth: "none",
    path: "/tradeForCompany/searchFilterConditions",
    summary: "Filters of the trading companies whose name matches: their countries, directions, HS chapters and years",
    query: FilterConditionsQuery,
    response: FilterConditions,
  },
  tradeTrends: {
    ...company,
    path: "/tradeForCompany/tradeTrends",
    summary: "The company, its import and export totals and its records by year",
    query: CompanyQuery,
    response: CompanyTrends,
  },
  getTradeMapYear: {
    ...company,
    path: "/tradeForCompany/getTradeMapYear",
    summary: "Years (newest first) with import (flow=import, default) or export records of the company",
    query: CompanyFlowQuery,
    response: CompanyYears,
  },
  getTradeMap: {
    ...company,
    path: "/tradeForCompany/getTradeMap",
    summary: "Every country the company's imports come from (or its exports go to) in one year, for the map",
    query: CompanyYearFlowQuery,
    response: CompanyCountries,
  },
  getCountriesYear: {
    ...company,
    path: "/tradeForCompany/getCountriesYear",
    summary: "Years (newest first) of the company's partner countries",
    query: CompanyFlowQuery,
    response: CompanyYears,
  },
  getCountries: {
    ...company,
    path: "/tradeForCompany/getCountries",
    summary: "The company's partner countries ranked by records (default: the latest year)",
    query: CompanyYearFlowQuery,
    response: CompanyCountries,
  },
  getPartnersYear: {
    ...company,
    path: "/tradeForCompany/getPartnersYear",
    summary: "Years (newest first) of the company's trading partners",
    query: CompanyFlowQuery,
    response: CompanyYears,
  },
  getPartners: {
    ...company,
    path: "/tradeForCompany/getPartners",
    summary: "The company's suppliers (imports) or buyers (exports) ranked by records in one year",
    query: CompanyYearFlowQuery,
    response: CompanyPartners,
  },
  getProductsYear: {
    ...company,
    path: "/tradeForCompany/getProductsYear",
    summary: "Years (newest first) of the company's traded products",
    query: CompanyFlowQuery,
    response: CompanyYears,
  },
  getProducts: {
    ...company,
    path: "/tradeForCompany/getProducts",
    summary: "The company's products by HS code ranked by records in one year",
    query: CompanyYearFlowQuery,
    response: CompanyProducts,
  },
  getImportorExportTransaction: {
    ...company,
    path: "/tradeForCompany/getShipments",
    summary: "The company's shipment records (bills of lading, monthly import reports), newest first, a page at a time",
    query: ShipmentsQuery,
    response: Shipments,
  },
  getShipmentSet: {
    ...company,
    path: "/tradeForCompany/getShipmentSet",
    summary:
      "Every shipment record of the company in a direction and year (up to 200,000, newest first) as columns, for the page's worker to group",
    query: ShipmentSetQuery,
    response: ShipmentSet,
  },
  details: {
    ...company,
    path: "/tradeForCompany/getShippingOrder",
    summary: "One shipping order of the company: bills, importer, exporter, cargo, shipping and containers",
    query: ShipmentQuery,
    response: ShippingOrder,
  },
  getSupplyChain: {
    ...company,
    path: "/tradeForCompany/getSupplyChain",
    summary:
      "The company's upstream inputs (HS chapters it imports) and downstream uses (chapters its buyers export) in a year",
    query: CompanyAnalysisQuery,
    response: CompanySupplyChain,
  },
  getCompetitiveness: {
    ...company,
    path: "/tradeForCompany/getCompetitiveness",
    summary:
      "The company's share of each product's records in its market, its rank among the product's traders, growth and partner concentration (HHI)",
    query: CompanyAnalysisQuery,
    response: CompanyCompetitiveness,
  },
});
