import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { keptOffline } from "../../lib/query-client.ts";
import * as api from "./sanctions.api.ts";

/** Sanction pages' answers kept for offline reading. */
const MAX_SAVED = 200;

export const useSourceLists = () =>
  useQuery({
    queryKey: ["sanctions", "lists"],
    queryFn: ({ signal }) => api.fetchSourceLists(signal),
    ...keptOffline(MAX_SAVED),
  });

export const useEntries = (search: api.EntrySearch) =>
  useQuery({
    queryKey: ["sanctions", "entries", search],
    queryFn: ({ signal }) => api.fetchEntries(search, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useEntry = (id: string) =>
  useQuery({
    queryKey: ["sanctions", "entry", id],
    queryFn: ({ signal }) => api.fetchEntry(id, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useProducts = () =>
  useQuery({
    queryKey: ["sanctions", "products"],
    queryFn: ({ signal }) => api.fetchProducts(signal),
    ...keptOffline(MAX_SAVED),
  });

export const useRiskSearch = (search: api.RiskSearch) =>
  useQuery({
    queryKey: ["sanctions", "screen", search],
    queryFn: ({ signal }) => api.fetchRiskSearch(search, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useCompanySanctions = (companyId: string) =>
  useQuery({
    queryKey: ["sanctions", "company", companyId],
    queryFn: ({ signal }) => api.fetchCompanySanctions(companyId, signal),
    ...keptOffline(MAX_SAVED),
  });

export const useCountryList = (filter: api.CountryFilter) =>
  useQuery({
    queryKey: ["sanctions", "countries", filter],
    queryFn: ({ signal }) => api.fetchCountryList(filter, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });

export const useCountryLabels = () =>
  useQuery({
    queryKey: ["sanctions", "countryLabels"],
    queryFn: ({ signal }) => api.fetchCountryLabels(signal),
    ...keptOffline(MAX_SAVED),
  });

export const useCountryDetails = (query: api.CountryDetailsQuery) =>
  useQuery({
    queryKey: ["sanctions", "country", query],
    queryFn: ({ signal }) => api.fetchCountryDetails(query, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED),
  });
