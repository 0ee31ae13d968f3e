import { performanceEndpoints as endpoints } from "../../../contract/performance.endpoints.ts";
import { call } from "../../lib/api-client.ts";
import type { PerformanceSearch } from "./performance-search.ts";

/** The performance calls (contract/performance.endpoints.ts); each tab shows its own loading state. */
const quiet = (signal?: AbortSignal) => ({ silent: true, quiet: true, ...(signal ? { signal } : {}) });

const body = (companyId: string, search: PerformanceSearch) => ({
  id: companyId,
  ...(search.period ? { periodType: search.period } : {}),
  ...(search.currency ? { currency: search.currency } : {}),
});

export const fetchHighlights = (companyId: string, search: PerformanceSearch, signal?: AbortSignal) =>
  call(endpoints.highlights, body(companyId, search), quiet(signal));

export const fetchSummary = (companyId: string, search: PerformanceSearch, signal?: AbortSignal) =>
  call(endpoints.summary, body(companyId, search), quiet(signal));

export const fetchRatios = (companyId: string, search: PerformanceSearch, signal?: AbortSignal) =>
  call(endpoints.ratios, body(companyId, search), quiet(signal));

export const fetchObservations = (companyId: string, search: PerformanceSearch, signal?: AbortSignal) =>
  call(endpoints.observations, body(companyId, search), quiet(signal));

export const fetchNorms = (companyId: string, signal?: AbortSignal) =>
  call(endpoints.industryComparison, { id: companyId }, quiet(signal));

export const fetchPeers = (companyId: string, search: PerformanceSearch, signal?: AbortSignal) =>
  call(endpoints.peers, body(companyId, search), quiet(signal));
