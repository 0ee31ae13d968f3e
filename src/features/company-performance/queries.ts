import { useQuery } from "@tanstack/react-query";
import { keptOffline } from "../../lib/query-client.ts";
import * as api from "./performance.api.ts";
import type { PerformanceSearch } from "./performance-search.ts";

/** Performance answers kept for offline reading (a few dozen companies' opened tabs). */
const MAX_SAVED = 400;
const key = (companyId: string, part: string, search?: PerformanceSearch) =>
  ["company-performance", companyId, part, search?.currency ?? "", search?.period ?? "annual"] as const;

export const useHighlights = (companyId: string, search: PerformanceSearch) =>
  useQuery({
    queryKey: key(companyId, "highlights", search),
    queryFn: ({ signal }) => api.fetchHighlights(companyId, search, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useSummary = (companyId: string, search: PerformanceSearch) =>
  useQuery({
    queryKey: key(companyId, "summary", search),
    queryFn: ({ signal }) => api.fetchSummary(companyId, search, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useRatios = (companyId: string, search: PerformanceSearch) =>
  useQuery({
    queryKey: key(companyId, "ratios", search),
    queryFn: ({ signal }) => api.fetchRatios(companyId, search, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useObservations = (companyId: string, search: PerformanceSearch) =>
  useQuery({
    queryKey: key(companyId, "observations", search),
    queryFn: ({ signal }) => api.fetchObservations(companyId, search, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useNorms = (companyId: string) =>
  useQuery({
    queryKey: key(companyId, "norms"),
    queryFn: ({ signal }) => api.fetchNorms(companyId, signal),
    ...keptOffline(MAX_SAVED),
  });

export const usePeers = (companyId: string, search: PerformanceSearch) =>
  useQuery({
    queryKey: key(companyId, "peers", search),
    queryFn: ({ signal }) => api.fetchPeers(companyId, search, signal),
    ...keptOffline(MAX_SAVED),
  });
