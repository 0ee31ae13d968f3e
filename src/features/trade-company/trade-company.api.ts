import { tradeCompanyEndpoints as endpoints } from "../../../contract/trade-company.endpoints.ts";
import type { SearchTradeQuery } from "../../../contract/trade-company.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { call } from "../../lib/api-client.ts";

/** The trade-by-company calls (contract/trade-company.endpoints.ts); each screen shows its own loading state. */
const quiet = (signal?: AbortSignal) => ({ silent: true, quiet: true, ...(signal ? { signal } : {}) });

/** The spec's company autocomplete: company_name, page 1, pageSize 99, ieflag 1. */
export const suggestCompanies = (name: string, signal?: AbortSignal) =>
  call(endpoints.searchTrade, { company_name: name, page: 1, pageSize: 99, ieflag: 1 }, quiet(signal));

export const searchTrade = (asked: SearchTradeQuery, signal?: AbortSignal) =>
  call(endpoints.searchTrade, asked, quiet(signal));

export const fetchFilterConditions = (name: string, signal?: AbortSignal) =>
  call(endpoints.searchFilterConditions, { company_name: name }, quiet(signal));

export const fetchTrends = (companyId: string, signal?: AbortSignal) =>
  call(endpoints.tradeTrends, { companyId }, quiet(signal));

export type YearFlow = { companyId: string; year: number | undefined; flow: TradeFlow };
const yearFlow = ({ companyId, year, flow }: YearFlow) => ({ companyId, flow, ...(year ? { year } : {}) });

export const fetchYears = (companyId: string, flow: TradeFlow, signal?: AbortSignal) =>
  call(endpoints.getTradeMapYear, { companyId, flow }, quiet(signal));

export const fetchMap = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.getTradeMap, yearFlow(asked), quiet(signal));

export const fetchCountries = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.getCountries, { ...yearFlow(asked), limit: 100 }, quiet(signal));

export const fetchPartners = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.getPartners, { ...yearFlow(asked), limit: 100 }, quiet(signal));

export const fetchProducts = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.getProducts, { ...yearFlow(asked), limit: 100 }, quiet(signal));

export type ShipmentPage = YearFlow & { page: number; pageSize?: number };
export const SHIPMENT_PAGE_SIZE = 20;
export const fetchShipments = (asked: ShipmentPage, signal?: AbortSignal) =>
  call(
    endpoints.getImportorExportTransaction,
    { ...yearFlow(asked), pageNum: asked.page, pageSize: asked.pageSize ?? SHIPMENT_PAGE_SIZE },
    quiet(signal),
  );

export const fetchShippingOrder = (companyId: string, ref: string, signal?: AbortSignal) =>
  call(endpoints.details, { companyId, ref }, quiet(signal));

type YearAsked = { companyId: string; year: number | undefined };
export const fetchSupplyChain = ({ companyId, year }: YearAsked, signal?: AbortSignal) =>
  call(endpoints.getSupplyChain, { companyId, ...(year ? { year } : {}) }, quiet(signal));

export const fetchCompetitiveness = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.getCompetitiveness, yearFlow(asked), quiet(signal));
