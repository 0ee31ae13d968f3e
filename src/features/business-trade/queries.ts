import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { businessTradeEndpoints as endpoints } from "../../../contract/business-trade.endpoints.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { call } from "../../lib/api-client.ts";
import { keptOffline } from "../../lib/query-client.ts";

/** The company profile's trade tabs (GET /businessActivities/* trade calls), kept for offline reading. */
const MAX_SAVED = 300;
const quiet = (signal: AbortSignal) => ({ silent: true, quiet: true, signal });
const key = (id: string, part: string, ...args: (string | number | undefined)[]) =>
  ["company-trade", id, part, ...args] as const;

export const useImportExport = (id: string) =>
  useQuery({
    queryKey: key(id, "summary"),
    queryFn: ({ signal }) => call(endpoints.importExport, { id }, quiet(signal)),
    ...keptOffline(MAX_SAVED),
  });

export const useMonths = (id: string, flow: TradeFlow) =>
  useQuery({
    queryKey: key(id, "months", flow),
    queryFn: ({ signal }) => call(endpoints.transactions, { id, flow }, quiet(signal)),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useContinents = (id: string, flow: TradeFlow) =>
  useQuery({
    queryKey: key(id, "continents", flow),
    queryFn: ({ signal }) => call(endpoints.byContinent, { id, flow }, quiet(signal)),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useProducts = (id: string, flow: TradeFlow) =>
  useQuery({
    queryKey: key(id, "products", flow),
    queryFn: ({ signal }) => call(endpoints.productTrade, { id, flow }, quiet(signal)),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useRankOptions = (id: string) =>
  useQuery({
    queryKey: key(id, "rank-options"),
    queryFn: ({ signal }) => call(endpoints.rankOptions, { id }, quiet(signal)),
    ...keptOffline(MAX_SAVED),
  });

export const usePartners = (id: string, flow: TradeFlow, year: number | undefined) =>
  useQuery({
    queryKey: key(id, "partners", flow, year),
    queryFn: ({ signal }) => call(endpoints.rankBySC, { id, flow, ...(year ? { year } : {}) }, quiet(signal)),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useSupplyChain = (id: string) =>
  useQuery({
    queryKey: key(id, "supply-chain"),
    queryFn: ({ signal }) => call(endpoints.supplyChain, { id }, quiet(signal)),
    ...keptOffline(MAX_SAVED),
  });

/** One page of the company's shipment records in a direction (the Import detail table and its export). */
export const fetchRecords = (id: string, flow: TradeFlow, pageNum: number, pageSize: number, signal?: AbortSignal) =>
  call(
    endpoints.details,
    { id, flow, pageNum, pageSize },
    { silent: true, quiet: true, ...(signal ? { signal } : {}) },
  );

export const useRecords = (id: string, flow: TradeFlow, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: key(id, "records", flow, pageNum, pageSize),
    queryFn: ({ signal }) => fetchRecords(id, flow, pageNum, pageSize, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });
