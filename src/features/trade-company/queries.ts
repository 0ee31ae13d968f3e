import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchTradeQuery } from "../../../contract/trade-company.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { keptOffline } from "../../lib/query-client.ts";
import * as api from "./trade-company.api.ts";

/** Company trade pages' answers kept for offline reading (a few dozen companies' opened tabs). */
const MAX_SAVED = 400;
const key = (companyId: string, part: string, ...args: (string | number | undefined)[]) =>
  ["trade-company", companyId, part, ...args] as const;

export const useCompanySuggestions = (name: string) =>
  useQuery({
    queryKey: ["trade-company", "suggest", name.trim()],
    queryFn: ({ signal }) => api.suggestCompanies(name.trim(), signal),
    enabled: name.trim().length > 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useTradingCompanies = (asked: SearchTradeQuery) =>
  useQuery({
    queryKey: ["trade-company", "search", asked],
    queryFn: ({ signal }) => api.searchTrade(asked, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useFilterConditions = (name: string) =>
  useQuery({
    queryKey: ["trade-company", "conditions", name],
    queryFn: ({ signal }) => api.fetchFilterConditions(name, signal),
    meta: { silent: true },
  });

export const useCompanyTrends = (companyId: string) =>
  useQuery({
    queryKey: key(companyId, "trends"),
    queryFn: ({ signal }) => api.fetchTrends(companyId, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useCompanyYears = (companyId: string, flow: TradeFlow) =>
  useQuery({
    queryKey: key(companyId, "years", flow),
    queryFn: ({ signal }) => api.fetchYears(companyId, flow, signal),
    ...keptOffline(MAX_SAVED),
  });

const sliceQuery = <T>(part: string, fetch: (asked: api.YearFlow, signal: AbortSignal) => Promise<T>) =>
  function useSlice(asked: api.YearFlow) {
    return useQuery({
      queryKey: key(asked.companyId, part, asked.year, asked.flow),
      queryFn: ({ signal }) => fetch(asked, signal),
      placeholderData: keepPreviousData,
      ...keptOffline(MAX_SAVED),
    });
  };

export const useCompanyMap = sliceQuery("map", api.fetchMap);
export const useCompanyCountries = sliceQuery("countries", api.fetchCountries);
export const useCompanyPartners = sliceQuery("partners", api.fetchPartners);
export const useCompanyProducts = sliceQuery("products", api.fetchProducts);
export const useCompetitiveness = sliceQuery("competitiveness", api.fetchCompetitiveness);

export const useCompanySupplyChain = (companyId: string, year: number | undefined) =>
  useQuery({
    queryKey: key(companyId, "supply-chain", year),
    queryFn: ({ signal }) => api.fetchSupplyChain({ companyId, year }, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useShipments = (asked: api.ShipmentPage) =>
  useQuery({
    queryKey: key(asked.companyId, "shipments", asked.year, asked.flow, asked.page),
    queryFn: ({ signal }) => api.fetchShipments(asked, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useShippingOrder = (companyId: string, ref: string | undefined) =>
  useQuery({
    queryKey: key(companyId, "order", ref),
    queryFn: ({ signal }) => api.fetchShippingOrder(companyId, ref ?? "", signal),
    enabled: Boolean(ref),
    ...keptOffline(MAX_SAVED),
  });
