import { publicationsEndpoints as endpoints } from "../../../contract/publications.endpoints.ts";
import type { EndpointInput } from "../../../contract/endpoint.ts";
import { call } from "../../lib/api-client.ts";

/** The news and lawsuit calls (contract/publications.endpoints.ts); each screen shows its own loading state. */
const quiet = (signal?: AbortSignal) => ({ silent: true, quiet: true, ...(signal ? { signal } : {}) });

export type NewsQuery = EndpointInput<typeof endpoints.getNews>;
export type LawsuitQuery = EndpointInput<typeof endpoints.getCompanyLawsuitsByPage>;

export const fetchNews = (query: NewsQuery, signal?: AbortSignal) => call(endpoints.getNews, query, quiet(signal));

export const fetchNewsFilters = (id: string | undefined, signal?: AbortSignal) =>
  call(endpoints.newsFilterConditions, id ? { id } : {}, quiet(signal));

export const fetchPdfLink = (id: string) => call(endpoints.getPdfLink, { id }, quiet());

export const fetchLawsuitSummary = (id: string, signal?: AbortSignal) =>
  call(endpoints.getLawsuits, { id }, quiet(signal));

export const fetchLawsuits = (query: LawsuitQuery, signal?: AbortSignal) =>
  call(endpoints.getCompanyLawsuitsByPage, query, quiet(signal));
