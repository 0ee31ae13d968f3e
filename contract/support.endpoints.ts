import { defineEndpoints } from "./endpoint.ts";
import { ReportErrorFields, ReportErrorResponse } from "./company-search-actions.ts";
import { ProblemReportListQuery, ProblemReportPage } from "./support.ts";

const reportForm = {
  description: `The Report Issues form, as POST /creditService/reportError takes it: multipart/form-data (or JSON) with ${Object.keys(
    ReportErrorFields.properties,
  ).join(", ")}, and an optional \`file\`. Acknowledged by mail to the account's address.`,
  consumes: ["multipart/form-data", "application/json"],
  response: ReportErrorResponse.properties.data,
  auth: "required",
  permission: "reportIssues",
  errors: [404, 429],
} as const;

/** The other calls that take the Report Issues form, and the administrators' list of reports. */
export const supportEndpoints = defineEndpoints("support", {
  dataFeedback: {
    ...reportForm,
    method: "POST",
    path: "/creditService/dataFeedback",
    summary: "Feedback on a company's data (a correction, a contribution, a request to withhold)",
  },
  contactUs: {
    ...reportForm,
    method: "POST",
    path: "/billingAndPayment/contactUs",
    summary: "A question to the team (billing, subscriptions, the product)",
  },
  problemReports: {
    method: "GET",
    path: "/admin/problemReports",
    summary: "Administrators only (ADMIN_EMAILS): every report, newest first",
    query: ProblemReportListQuery,
    response: ProblemReportPage,
    auth: "required",
    errors: [404],
  },
});
