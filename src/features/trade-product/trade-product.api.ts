import { tradeEndpoints as endpoints } from "../../../contract/trade.endpoints.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { call } from "../../lib/api-client.ts";

/** The trade-by-product calls (contract/trade.endpoints.ts); each screen shows its own loading state. */
const quiet = (signal?: AbortSignal) => ({ silent: true, quiet: true, ...(signal ? { signal } : {}) });

export const searchProducts = (keyword: string, page: number, pageSize: number, signal?: AbortSignal) =>
  call(endpoints.productSearch, { keyword, page, pageSize }, quiet(signal));

export const fetchProfile = (hsCode: string, signal?: AbortSignal) =>
  call(endpoints.productProfile, { hsCode }, quiet(signal));

export const fetchTrends = (hsCode: string, signal?: AbortSignal) =>
  call(endpoints.productTradeTrends, { hsCode }, quiet(signal));

export const fetchMapYears = (hsCode: string, signal?: AbortSignal) =>
  call(endpoints.productCountryMapDropDown, { hsCode }, quiet(signal));

export type YearFlow = { hsCode: string; year: number | undefined; flow: TradeFlow };
const yearFlow = ({ hsCode, year, flow }: YearFlow) => ({ hsCode, flow, ...(year ? { year } : {}) });

export const fetchCountryMap = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.productCountryMap, yearFlow(asked), quiet(signal));

export const fetchMapCountry = (asked: YearFlow & { countryCode: string }, signal?: AbortSignal) =>
  call(endpoints.productMapCountry, { ...yearFlow(asked), countryCode: asked.countryCode }, quiet(signal));

export const fetchRanking = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.productRankingOd, { ...yearFlow(asked), limit: 50 }, quiet(signal));

export const fetchCompanyYears = (hsCode: string, signal?: AbortSignal) =>
  call(endpoints.productRankingDropDownSb, { hsCode }, quiet(signal));

export const fetchCompanyRanking = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.productRankingSb, { ...yearFlow(asked), limit: 50 }, quiet(signal));

export const fetchSupplyChain = (hsCode: string, signal?: AbortSignal) =>
  call(endpoints.productSupplyChain, { hsCode }, quiet(signal));

export const fetchChainSanctions = (hsCode: string, signal?: AbortSignal) =>
  call(endpoints.productChainSanctions, { hsCode }, quiet(signal));

export const fetchShippingOverview = (hsCode: string, year: number | undefined, signal?: AbortSignal) =>
  call(endpoints.productShippingOverview, { hsCode, ...(year ? { year } : {}) }, quiet(signal));

export const SHIPMENT_PAGE_SIZE = 20;
export type ShipmentPage = { hsCode: string; year: number | undefined; page: number };
export const fetchProductShipments = ({ hsCode, year, page }: ShipmentPage, signal?: AbortSignal) =>
  call(
    endpoints.productShipments,
    { hsCode, ...(year ? { year } : {}), pageNum: page, pageSize: SHIPMENT_PAGE_SIZE },
    quiet(signal),
  );

export const fetchProductShippingOrder = (hsCode: string, ref: string, signal?: AbortSignal) =>
  call(endpoints.productShippingOrder, { hsCode, ref }, quiet(signal));
