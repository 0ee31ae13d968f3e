import { screeningPagesEndpoints as endpoints } from "../../../contract/screening-pages.endpoints.ts";
import type { EndpointInput } from "../../../contract/endpoint.ts";
import { call } from "../../lib/api-client.ts";
import { sanctionCountriesEndpoints as countryEndpoints } from "../../../contract/sanction-countries.endpoints.ts";

/** The sanction pages' calls (contract/screening-pages.endpoints.ts); each screen shows its own loading state. */
const quiet = (signal?: AbortSignal) => ({ silent: true, quiet: true, ...(signal ? { signal } : {}) });

export type EntrySearch = EndpointInput<typeof endpoints.searchEntries>;
export type RiskSearch = EndpointInput<typeof endpoints.riskSearch>;

export const fetchSourceLists = (signal?: AbortSignal) =>
  call(endpoints.getSanctionSourceList, undefined, quiet(signal));

export const fetchEntries = (search: EntrySearch, signal?: AbortSignal) =>
  call(endpoints.searchEntries, search, quiet(signal));

export const fetchEntry = (id: string, signal?: AbortSignal) => call(endpoints.entryDetail, { id }, quiet(signal));

export const fetchProducts = (signal?: AbortSignal) => call(endpoints.products, {}, quiet(signal));

export const fetchRiskSearch = (search: RiskSearch, signal?: AbortSignal) =>
  call(endpoints.riskSearch, search, quiet(signal));

export const fetchCompanySanctions = (id: string, signal?: AbortSignal) =>
  call(endpoints.getSanctions, { id }, quiet(signal));

export type CountryFilter = EndpointInput<typeof countryEndpoints.getCountryList>;
export type CountryDetailsQuery = EndpointInput<typeof countryEndpoints.getCountryListDetails>;

export const fetchCountryList = (filter: CountryFilter, signal?: AbortSignal) =>
  call(countryEndpoints.getCountryList, filter, quiet(signal));

export const fetchCountryLabels = (signal?: AbortSignal) =>
  call(countryEndpoints.getCountryListLabel, {}, quiet(signal));

export const fetchCountryDetails = (query: CountryDetailsQuery, signal?: AbortSignal) =>
  call(countryEndpoints.getCountryListDetails, query, quiet(signal));
