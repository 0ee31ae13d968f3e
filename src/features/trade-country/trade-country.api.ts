import { tradeCountryEndpoints as endpoints } from "../../../contract/trade-country.endpoints.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { call } from "../../lib/api-client.ts";

/** The trade-by-country calls (contract/trade-country.endpoints.ts); each screen shows its own loading state. */
const quiet = (signal?: AbortSignal) => ({ silent: true, quiet: true, ...(signal ? { signal } : {}) });

export type YearFlow = { countryCode: string; year: number | undefined; flow: TradeFlow };
const yearFlow = ({ countryCode, year, flow }: YearFlow) => ({ countryCode, flow, ...(year ? { year } : {}) });

export const fetchTradeData = (countryCode: string, signal?: AbortSignal) =>
  call(endpoints.showCountryTradeData, { countryCode }, quiet(signal));

export const fetchCountryData = (countryCode: string, signal?: AbortSignal) =>
  call(endpoints.showCountryData, { countryCode }, quiet(signal));

export const fetchTrends = (countryCode: string, signal?: AbortSignal) =>
  call(endpoints.showTradeDataTrends, { countryCode }, quiet(signal));

export const fetchFlowYears = (countryCode: string, flow: TradeFlow, signal?: AbortSignal) =>
  call(endpoints.selectHasDataYearsWithImportOrExport, { countryCode, flow }, quiet(signal));

export const fetchMap = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.getTradeMapTrendData, yearFlow(asked), quiet(signal));

export const fetchPartners = (asked: YearFlow, signal?: AbortSignal) =>
  call(endpoints.showTradeDataFromOtherCountries, { ...yearFlow(asked), limit: 100 }, quiet(signal));

export const fetchProducts = (asked: YearFlow & { level: number }, signal?: AbortSignal) =>
  call(
    endpoints.showProductsAggregationByCountry,
    { ...yearFlow(asked), level: asked.level, limit: 100 },
    quiet(signal),
  );

export const fetchMonths = (countryCode: string, flow: TradeFlow, signal?: AbortSignal) =>
  call(endpoints.hasDataYearMonthWithImportOrExport, { countryCode, flow }, quiet(signal));

export const fetchEnterprises = (
  asked: { countryCode: string; flow: TradeFlow; period: string | undefined },
  signal?: AbortSignal,
) =>
  call(
    endpoints.showNationalTradeEnterprises,
    { countryCode: asked.countryCode, flow: asked.flow, limit: 50, ...(asked.period ? { period: asked.period } : {}) },
    quiet(signal),
  );

export const fetchRatings = (countryCode: string, signal?: AbortSignal) =>
  call(endpoints.showCountryRatings, { countryCode }, quiet(signal));

export const fetchTopCountries = (flow: TradeFlow, signal?: AbortSignal) =>
  call(endpoints.showTopCountryTradeData, { flow, limit: 10 }, quiet(signal));
