import { call, download } from "../../lib/api-client.ts";
import { companySearchEndpoints as endpoints } from "../../../contract/company-search.endpoints.ts";
import { AUTOCOMPLETE_PAGE_SIZE } from "../../../contract/constants.ts";
import type {
  CompanyLabel,
  CompanySuggestion,
  SearchCriteria,
  SearchFacets,
  SearchQuery,
  SearchResult,
  SuggestionResult,
} from "../../../contract/company-search.ts";
import type { CompareCompany, ExportFormat, ShareBody } from "../../../contract/company-search-actions.ts";

/** The company search calls (contract/company-search*.ts). */

/** The list's search never asks for autocomplete rows (ieflag=1), so its reply is a page of companies. */
export async function searchCompanies(query: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
  const result = await call(endpoints.search, query, { signal, silent: true });
  if (!("page" in result)) throw new Error("/company/search answered suggestions to a list search");
  return result;
}

/** The spec's autocomplete: company_name, page 1, pageSize 99, ieflag 1. Rejects when the call fails. */
export async function suggestCompanies(
  text: string,
  criteria: Pick<SearchCriteria, "companyCountry" | "keword">,
  signal: AbortSignal,
): Promise<CompanySuggestion[]> {
  const query: SearchQuery = { company_name: text, page: 1, pageSize: AUTOCOMPLETE_PAGE_SIZE, ieflag: 1, ...criteria };
  const result: SuggestionResult | SearchResult = await call(endpoints.search, query, {
    signal,
    silent: true,
    quiet: true,
  });
  if ("page" in result) throw new Error("/company/search answered a page of companies to the autocomplete");
  return result.rows;
}

export function searchFacets(criteria: SearchCriteria, signal?: AbortSignal): Promise<SearchFacets> {
  return call(endpoints.filters, criteria, { signal, silent: true, quiet: true });
}

export function companyLabels(signal?: AbortSignal): Promise<CompanyLabel[]> {
  return call(endpoints.labels, undefined, { signal, silent: true, quiet: true });
}

export async function compareCompanies(aaaIds: readonly string[]): Promise<CompareCompany[]> {
  const result = await call(endpoints.compare, { ids: aaaIds.join(",") });
  return result.companies;
}

export type ExportRequest = {
  format: ExportFormat;
  criteria: SearchCriteria & Pick<SearchQuery, "sort" | "order">;
  /** The selection; without it, the whole filtered result. */
  ids?: readonly string[];
  columns: readonly string[];
};

export function exportCompanies(request: ExportRequest) {
  return download(endpoints.export, {
    ...request.criteria,
    format: request.format,
    columns: request.columns.join(","),
    ids: request.ids?.length ? request.ids.join(",") : undefined,
  });
}

export function reportError(form: FormData): Promise<{ id: string }> {
  return call(endpoints.reportError, form, { quiet: true });
}

export function shareCompanies(body: ShareBody): Promise<{ sent: number }> {
  return call(endpoints.share, body, { quiet: true });
}
