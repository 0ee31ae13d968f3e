import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { keptOffline } from "../../lib/query-client.ts";
import * as api from "./publications.api.ts";

/** News and lawsuit answers kept for offline reading. */
const MAX_SAVED = 200;

export const useNews = (query: api.NewsQuery) =>
  useQuery({
    queryKey: ["publications", "news", query],
    queryFn: ({ signal }) => api.fetchNews(query, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useNewsFilters = (companyId?: string) =>
  useQuery({
    queryKey: ["publications", "newsFilters", companyId ?? ""],
    queryFn: ({ signal }) => api.fetchNewsFilters(companyId, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useLawsuitSummary = (companyId: string) =>
  useQuery({
    queryKey: ["publications", "lawsuitSummary", companyId],
    queryFn: ({ signal }) => api.fetchLawsuitSummary(companyId, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useLawsuits = (query: api.LawsuitQuery) =>
  useQuery({
    queryKey: ["publications", "lawsuits", query],
    queryFn: ({ signal }) => api.fetchLawsuits(query, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });
