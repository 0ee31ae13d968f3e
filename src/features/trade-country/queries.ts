import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { keptOffline } from "../../lib/query-client.ts";
import * as api from "./trade-country.api.ts";

/** Country pages' answers kept for offline reading (a few dozen countries' opened tabs). */
const MAX_SAVED = 400;
const key = (countryCode: string, part: string, ...args: (string | number | undefined)[]) =>
  ["trade-country", countryCode, part, ...args] as const;

export const useTradeData = (countryCode: string) =>
  useQuery({
    queryKey: key(countryCode, "trade"),
    queryFn: ({ signal }) => api.fetchTradeData(countryCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useCountryData = (countryCode: string) =>
  useQuery({
    queryKey: key(countryCode, "country"),
    queryFn: ({ signal }) => api.fetchCountryData(countryCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useCountryTrends = (countryCode: string) =>
  useQuery({
    queryKey: key(countryCode, "trends"),
    queryFn: ({ signal }) => api.fetchTrends(countryCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useFlowYears = (countryCode: string, flow: TradeFlow) =>
  useQuery({
    queryKey: key(countryCode, "years", flow),
    queryFn: ({ signal }) => api.fetchFlowYears(countryCode, flow, signal),
    ...keptOffline(MAX_SAVED),
  });

export const usePartnerMap = (asked: api.YearFlow) =>
  useQuery({
    queryKey: key(asked.countryCode, "map", asked.year, asked.flow),
    queryFn: ({ signal }) => api.fetchMap(asked, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const usePartners = (asked: api.YearFlow) =>
  useQuery({
    queryKey: key(asked.countryCode, "partners", asked.year, asked.flow),
    queryFn: ({ signal }) => api.fetchPartners(asked, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useCountryProducts = (asked: api.YearFlow & { level: number }) =>
  useQuery({
    queryKey: key(asked.countryCode, "products", asked.year, asked.flow, asked.level),
    queryFn: ({ signal }) => api.fetchProducts(asked, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useShipmentMonths = (countryCode: string, flow: TradeFlow) =>
  useQuery({
    queryKey: key(countryCode, "months", flow),
    queryFn: ({ signal }) => api.fetchMonths(countryCode, flow, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useEnterprises = (asked: { countryCode: string; flow: TradeFlow; period: string | undefined }) =>
  useQuery({
    queryKey: key(asked.countryCode, "enterprises", asked.flow, asked.period),
    queryFn: ({ signal }) => api.fetchEnterprises(asked, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useCountryRatings = (countryCode: string) =>
  useQuery({
    queryKey: key(countryCode, "ratings"),
    queryFn: ({ signal }) => api.fetchRatings(countryCode, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useTopCountries = (flow: TradeFlow) =>
  useQuery({
    queryKey: ["trade-country", "top", flow],
    queryFn: ({ signal }) => api.fetchTopCountries(flow, signal),
    ...keptOffline(MAX_SAVED),
  });
