import { Type, type Static } from "typebox";
import { ERROR_TYPES } from "./company-search-actions.ts";

/** The calls the Report Issues form arrives through (stored as the report's channel). */
export const REPORT_CHANNELS = ["reportError", "dataFeedback", "contactUs"] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];
/** Reports one user may send an hour, all channels together. */
export const REPORTS_PER_HOUR = 10;

export const ProblemReportListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type ProblemReportListQuery = Static<typeof ProblemReportListQuery>;

export const ProblemReport = Type.Object({
  id: Type.String(),
  channel: Type.Enum(REPORT_CHANNELS),
  errorType: Type.Enum(ERROR_TYPES),
  description: Type.String(),
  companyIds: Type.Array(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  accountEmail: Type.String({ description: "the e-mail of the account that sent it" }),
  file: Type.Union([
    Type.Object({ name: Type.String(), contentType: Type.String(), size: Type.Integer() }),
    Type.Null(),
  ]),
  status: Type.String(),
  createdAt: Type.String({ description: "ISO 8601" }),
});
export type ProblemReport = Static<typeof ProblemReport>;
export const ProblemReportPage = Type.Object({ total: Type.Integer(), rows: Type.Array(ProblemReport) });
export type ProblemReportPage = Static<typeof ProblemReportPage>;
