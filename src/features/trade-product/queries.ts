import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { keptOffline } from "../../lib/query-client.ts";
import * as api from "./trade-product.api.ts";

/** Product pages' answers kept for offline reading (a few dozen products' opened tabs). */
const MAX_SAVED = 400;
const SEARCH_PAGE_SIZE = 20;
const SUGGESTIONS = 8;

export const tradeProductKeys = {
  all: ["trade-product"] as const,
  search: (keyword: string, page: number, size: number) => ["trade-product", "search", keyword, page, size] as const,
  product: (hsCode: string, part: string, ...args: (string | number | undefined)[]) =>
    ["trade-product", "product", hsCode, part, ...args] as const,
};

export function useProductSearch(keyword: string, page = 1, size = SEARCH_PAGE_SIZE) {
  const text = keyword.trim();
  return useQuery({
    queryKey: tradeProductKeys.search(text, page, size),
    queryFn: ({ signal }) => api.searchProducts(text, page, size, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export const useProductSuggestions = (keyword: string) => useProductSearch(keyword, 1, SUGGESTIONS);

export const useProductProfile = (hsCode: string) =>
  useQuery({
    queryKey: tradeProductKeys.product(hsCode, "profile"),
    queryFn: ({ signal }) => api.fetchProfile(hsCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useProductTrends = (hsCode: string) =>
  useQuery({
    queryKey: tradeProductKeys.product(hsCode, "trends"),
    queryFn: ({ signal }) => api.fetchTrends(hsCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useProductYears = (hsCode: string) =>
  useQuery({
    queryKey: tradeProductKeys.product(hsCode, "years"),
    queryFn: ({ signal }) => api.fetchMapYears(hsCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useCountryMap = (asked: api.YearFlow) =>
  useQuery({
    queryKey: tradeProductKeys.product(asked.hsCode, "map", asked.year, asked.flow),
    queryFn: ({ signal }) => api.fetchCountryMap(asked, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useMapCountry = (asked: api.YearFlow & { countryCode: string | null }) => {
  const { countryCode } = asked;
  return useQuery({
    queryKey: tradeProductKeys.product(asked.hsCode, "map-country", asked.year, asked.flow, countryCode ?? ""),
    queryFn: ({ signal }) => api.fetchMapCountry({ ...asked, countryCode: countryCode ?? "" }, signal),
    enabled: countryCode !== null,
    ...keptOffline(MAX_SAVED),
  });
};

export const useRanking = (asked: api.YearFlow) =>
  useQuery({
    queryKey: tradeProductKeys.product(asked.hsCode, "ranking", asked.year, asked.flow),
    queryFn: ({ signal }) => api.fetchRanking(asked, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useCompanyYears = (hsCode: string) =>
  useQuery({
    queryKey: tradeProductKeys.product(hsCode, "company-years"),
    queryFn: ({ signal }) => api.fetchCompanyYears(hsCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useCompanyRanking = (asked: api.YearFlow, enabled = true) =>
  useQuery({
    queryKey: tradeProductKeys.product(asked.hsCode, "company-ranking", asked.year, asked.flow),
    queryFn: ({ signal }) => api.fetchCompanyRanking(asked, signal),
    enabled,
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useSupplyChain = (hsCode: string) =>
  useQuery({
    queryKey: tradeProductKeys.product(hsCode, "supply-chain"),
    queryFn: ({ signal }) => api.fetchSupplyChain(hsCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useChainSanctions = (hsCode: string) =>
  useQuery({
    queryKey: tradeProductKeys.product(hsCode, "sanctions"),
    queryFn: ({ signal }) => api.fetchChainSanctions(hsCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useShippingOverview = (hsCode: string, year: number | undefined) =>
  useQuery({
    queryKey: tradeProductKeys.product(hsCode, "shipping-overview", year),
    queryFn: ({ signal }) => api.fetchShippingOverview(hsCode, year, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useProductShipments = (asked: api.ShipmentPage) =>
  useQuery({
    queryKey: tradeProductKeys.product(asked.hsCode, "shipments", asked.year, asked.page),
    queryFn: ({ signal }) => api.fetchProductShipments(asked, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useProductShippingOrder = (hsCode: string, ref: string) =>
  useQuery({
    queryKey: tradeProductKeys.product(hsCode, "order", ref),
    queryFn: ({ signal }) => api.fetchProductShippingOrder(hsCode, ref, signal),
    ...keptOffline(MAX_SAVED),
  });
