import { Type } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import { FiltersResponse, LabelListResponse, SearchCriteria, SearchQuery, SearchResponse } from "./company-search.ts";
import {
  CompareQuery,
  CompareResponse,
  EXPORT_MAX_ROWS,
  ExportQuery,
  ReportErrorFields,
  ReportErrorResponse,
  ShareBody,
  ShareResponse,
} from "./company-search-actions.ts";

/** Company search (issue 5): search, facets, labels, compare, export, report error and share. */
export const companySearchEndpoints = defineEndpoints("company search", {
  search: {
    method: "GET",
    path: "/company/search",
    summary: "Search companies by name: first-word (keword=2) or keyword (keword=1) mode, typo-tolerant fallback",
    description:
      "With ieflag=1 (the autocomplete) the rows are the spec's suggestions {aaa_id, company_name_en, company_country}.",
    query: SearchQuery,
    response: SearchResponse.properties.data,
    auth: "none",
  },
  filters: {
    method: "GET",
    path: "/company/filters",
    summary: "Facets of the current query: country, industry (ISIC section), listed, years in business",
    query: SearchCriteria,
    response: FiltersResponse.properties.data,
    auth: "none",
  },
  labels: {
    method: "GET",
    path: "/company/getCompanyLabelList",
    summary: "The data labels (columns) of the company list, in the caller's language",
    response: LabelListResponse.properties.data,
    auth: "none",
  },
  compare: {
    method: "GET",
    path: "/companyCompare/getData",
    summary: "2 to 5 companies side by side (ids: aaa ids, comma-separated); other counts are code -1",
    query: CompareQuery,
    response: CompareResponse.properties.data,
    auth: "none",
  },
  export: {
    method: "GET",
    path: "/company/export",
    summary: `CSV or XLSX of the selection (ids) or of the filtered result (at most ${EXPORT_MAX_ROWS} rows)`,
    description:
      "Takes the search's own query (text, country, filters, sort). X-Total-Rows is the size of the result, " +
      "X-Exported-Rows the rows written; when they differ, the file holds the first rows in the list's order. " +
      "Signed in only; counts against the account's daily export limit (429 past it) and is audited.",
    query: ExportQuery,
    produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    response: Type.Unsafe<Uint8Array>({ type: "string", format: "binary" }),
    reply: "file",
    auth: "required",
    errors: [429],
  },
  reportError: {
    method: "POST",
    path: "/creditService/reportError",
    summary: "Report Issues: error type, description, optional file (image or PDF, 5 MB), contact details",
    description: `multipart/form-data (or JSON without a file) with the fields of ReportErrorFields: ${Object.keys(
      ReportErrorFields.properties,
    ).join(", ")}, and an optional \`file\`.`,
    consumes: ["multipart/form-data", "application/json"],
    response: ReportErrorResponse.properties.data,
    auth: "required",
    permission: "reportIssues",
    errors: [404, 429],
  },
  share: {
    method: "POST",
    path: "/backgroud/sharingInformation",
    summary: "Shares companies by e-mail (1 to 10 recipients), optionally with name, ID and address",
    body: ShareBody,
    response: ShareResponse.properties.data,
    auth: "required",
    errors: [429],
  },
});
