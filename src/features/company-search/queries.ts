import { useCallback } from "react";
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../../../contract/constants.ts";
import type {
  CompanySuggestion,
  KeywordMode,
  SearchCriteria,
  SearchQuery,
  SearchResult,
} from "../../../contract/company-search.ts";
import { isOnline } from "../../lib/connectivity.ts";
import { keptOffline, SILENT } from "../../lib/query-client.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import {
  companyLabels,
  compareCompanies,
  searchCompanies,
  searchFacets,
  suggestCompanies,
} from "./company-search.api.ts";

/** The signed-in user who searched (null: signed out): saved pages are per user and go at sign-out. */
type Owner = string | null;

/** Result pages kept for offline reading (with their searches' facets), the most recent first. */
export const MAX_SAVED_PAGES = 50;
/** The data labels, one copy per language. */
const MAX_SAVED_LABELS = 9;

/** The same key for the same query, whatever the order its fields were set in (empty fields dropped). */
export function canonicalQuery<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  ) as Partial<T>;
}

/** The search a page belongs to: its facets are the same on every page and in every order. */
export function criteriaOf(query: SearchQuery): SearchCriteria {
  const { page: _page, pageSize: _size, sort: _sort, order: _order, ...criteria } = query;
  return criteria;
}

export const searchKeys = {
  all: ["company-search"] as const,
  page: (owner: Owner, query: SearchQuery) => ["company-search", "page", owner, canonicalQuery(query)] as const,
  facets: (owner: Owner, criteria: SearchCriteria) =>
    ["company-search", "facets", owner, canonicalQuery(criteria)] as const,
  labels: (locale: string) => ["company-search", "labels", locale] as const,
  compare: (aaaIds: readonly string[]) => ["company-search", "compare", [...aaaIds]] as const,
  suggestions: (text: string, criteria: SuggestionCriteria) =>
    ["company-search", "suggestions", text, canonicalQuery(criteria)] as const,
};

/**
 * One page of results. The previous page stays on screen while the next one loads; a page seen
 * online is kept in IndexedDB (per user), so it opens again offline.
 */
export function useResultPage(owner: Owner, query: SearchQuery) {
  return useQuery({
    queryKey: searchKeys.page(owner, query),
    queryFn: ({ signal }) => searchCompanies(query, signal),
    placeholderData: keepPreviousData,
    ...keptOffline(MAX_SAVED_PAGES),
  });
}

/** The filters' counts of a search (the same on each of its pages), kept offline with its pages. */
export function useSearchFacets(owner: Owner, criteria: SearchCriteria) {
  return useQuery({
    queryKey: searchKeys.facets(owner, criteria),
    queryFn: ({ signal }) => searchFacets(criteria, signal),
    ...keptOffline(MAX_SAVED_PAGES),
  });
}

/** The data labels of the result columns, in the language of the request. */
export function useCompanyLabels(locale: string) {
  return useQuery({
    queryKey: searchKeys.labels(locale),
    queryFn: ({ signal }) => companyLabels(signal),
    staleTime: 60 * 60 * 1000,
    ...keptOffline(MAX_SAVED_LABELS),
  });
}

/** Forgets the saved result pages (and facets) when the session ends: they say what the user looked for. */
export function forgetSavedResults(client: QueryClient): void {
  client.removeQueries({ queryKey: searchKeys.all });
}

type SuggestionCriteria = { companyCountry?: string | undefined; keword: KeywordMode };

/** What the autocomplete has for the current text: rows, or no rows because the device is offline. */
export type SuggestionState = { rows: CompanySuggestion[]; isOffline: boolean };

const NOTHING: SuggestionState = { rows: [], isOffline: false };

/**
 * The autocomplete: asks 300 ms after the last keystroke, cancels a request the user typed past,
 * and answers nothing for empty text or a failed call (spec sections 5 and 8); a call that failed
 * because the device is offline says so.
 */
export function useCompanySuggestions(text: string, criteria: SuggestionCriteria, isEnabled: boolean): SuggestionState {
  const query = text.trim();
  const asked = useDebouncedValue(query, AUTOCOMPLETE_DEBOUNCE_MS);
  const { companyCountry, keword } = criteria;
  const answer = useQuery({
    queryKey: searchKeys.suggestions(asked, { companyCountry, keword }),
    queryFn: ({ signal }) => suggestCompanies(asked, { keword, ...(companyCountry ? { companyCountry } : {}) }, signal),
    enabled: isEnabled && asked !== "",
    staleTime: 60 * 1000,
    meta: SILENT,
  });
  // An answer for an older text is never shown for the current one.
  if (!isEnabled || query === "" || asked !== query) return NOTHING;
  if (answer.isError) return { rows: [], isOffline: !isOnline() };
  return answer.data ? { rows: answer.data, isOffline: false } : NOTHING;
}

/** A result page: live, or the copy saved when it was last seen online (`savedAt`). */
export type ResultPage = { page: SearchResult; savedAt: number | null };

export type LoadState<T> = { status: "loading" | "ready" | "error"; data: T | undefined };

/**
 * The result page, its facets and the data labels, each asked when its own inputs change. When the
 * network fails (offline, or the server) and the page was seen online before, its saved copy shows.
 */
export function useResultData(query: SearchQuery, locale: string) {
  const owner = useUserInfo()?.id ?? null;
  const page = useResultPage(owner, query);
  const facets = useSearchFacets(owner, criteriaOf(query));
  const labels = useCompanyLabels(locale);
  const isSavedCopy = page.isError && page.data !== undefined;
  const result: LoadState<ResultPage> = {
    status: page.isFetching ? "loading" : page.isError && !isSavedCopy ? "error" : "ready",
    data: page.data && { page: page.data, savedAt: isSavedCopy ? page.dataUpdatedAt : null },
  };
  const { refetch: refetchPage } = page;
  const { refetch: refetchFacets } = facets;
  const retry = useCallback(() => {
    void refetchPage();
    void refetchFacets();
  }, [refetchPage, refetchFacets]);
  return { result, facets: { data: facets.data }, labels: { data: labels.data }, retry };
}

/** Compare: the chosen companies side by side (with the full-screen overlay while it loads, as the spec's). */
export function useCompareCompanies(aaaIds: readonly string[]) {
  return useQuery({ queryKey: searchKeys.compare(aaaIds), queryFn: () => compareCompanies(aaaIds) });
}
