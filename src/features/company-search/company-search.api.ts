import { api, apiDownload } from "../../lib/api-client.ts";
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

type Query = Record<string, string | number | undefined>;

export function searchCompanies(query: SearchQuery, signal?: AbortSignal): Promise<SearchResult> {
  return api<SearchResult>("/company/search", { query, signal, silent: true });
}

/** The spec's autocomplete: company_name, page 1, pageSize 99, ieflag 1. Rejects when the call fails. */
export async function suggestCompanies(
  text: string,
  criteria: Pick<SearchCriteria, "companyCountry" | "keword">,
  signal: AbortSignal,
): Promise<CompanySuggestion[]> {
  const result = await api<SuggestionResult>("/company/search", {
    query: { company_name: text, page: 1, pageSize: AUTOCOMPLETE_PAGE_SIZE, ieflag: 1, ...criteria },
    signal,
    silent: true,
    quiet: true,
  });
  return result.rows;
}

export function searchFacets(criteria: SearchCriteria, signal?: AbortSignal): Promise<SearchFacets> {
  return api<SearchFacets>("/company/filters", { query: criteria, signal, silent: true, quiet: true });
}

export function companyLabels(signal?: AbortSignal): Promise<CompanyLabel[]> {
  return api<CompanyLabel[]>("/company/getCompanyLabelList", { signal, silent: true, quiet: true });
}

export async function compareCompanies(aaaIds: readonly string[]): Promise<CompareCompany[]> {
  const result = await api<{ companies: CompareCompany[] }>("/companyCompare/getData", {
    query: { ids: aaaIds.join(",") },
  });
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
  return apiDownload("/company/export", {
    query: {
      ...(request.criteria as Query),
      format: request.format,
      columns: request.columns.join(","),
      ids: request.ids?.length ? request.ids.join(",") : undefined,
    },
  });
}

export function reportError(form: FormData): Promise<{ id: string }> {
  return api<{ id: string }>("/creditService/reportError", { method: "POST", multipart: form, quiet: true });
}

export function shareCompanies(body: ShareBody): Promise<{ sent: number }> {
  return api<{ sent: number }>("/backgroud/sharingInformation", { method: "POST", body, quiet: true });
}
