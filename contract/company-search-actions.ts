import { Type, type Static } from "typebox";
import { Envelope } from "./envelope.ts";
import { COMPANY_LABEL_KEYS, Nullable, SearchCriteria, SORT_FIELDS, SORT_ORDERS } from "./company-search.ts";

/** The result list's actions: compare, export and download, report error, share. */

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;
/** Rows written by one export of a filtered result; beyond it the user narrows the search. */
export const EXPORT_MAX_ROWS = 5000;
/** Companies one selection (download, share, report) may hold. */
export const MAX_SELECTION = 500;
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const AAA_ID = "A[0-9A-Z]{1,12}";
const idList = (description: string) =>
  Type.String({ pattern: `^${AAA_ID}(,${AAA_ID})*$`, maxLength: MAX_SELECTION * 14, description });

export const CompareQuery = Type.Object({
  ids: Type.String({ maxLength: 200, description: "2 to 5 aaa ids, comma-separated" }),
});
export type CompareQuery = Static<typeof CompareQuery>;

const Amount = Nullable(Type.String({ description: "exact decimal" }));
const Ratio = Nullable(Type.Number());

export const CompareFinancials = Type.Object({
  fiscalYear: Type.Integer(),
  periodEnd: Type.String(),
  currency: Type.String(),
  revenue: Amount,
  netIncome: Amount,
  totalAssets: Amount,
  equity: Amount,
  netMargin: Ratio,
  returnOnEquity: Ratio,
  currentRatio: Ratio,
  revenueGrowth: Ratio,
});
export const CompareCredit = Type.Object({
  year: Type.Integer(),
  rating: Type.String(),
  localScore: Nullable(Type.Integer()),
  probabilityOfDefault: Ratio,
  riskIndicator: Type.String(),
});
export const CompareCompany = Type.Object({
  aaaId: Type.String(),
  name: Type.String(),
  nameNative: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  address: Nullable(Type.String()),
  legalForm: Nullable(Type.String()),
  status: Type.String(),
  foundedOn: Nullable(Type.String()),
  yearsInBusiness: Nullable(Type.Integer()),
  industrySection: Nullable(Type.String()),
  industryCode: Nullable(Type.String()),
  industryDescription: Nullable(Type.String()),
  isListed: Type.Boolean(),
  stockCode: Nullable(Type.String()),
  stockExchange: Nullable(Type.String()),
  employees: Nullable(Type.Integer()),
  registeredCapital: Amount,
  capitalCurrency: Nullable(Type.String()),
  lei: Nullable(Type.String()),
  registryNumber: Nullable(Type.String()),
  website: Nullable(Type.String()),
  dataQuality: Type.Integer(),
  lastUpdate: Nullable(Type.String()),
  source: Type.String(),
  isDemo: Type.Boolean(),
  financials: Nullable(CompareFinancials),
  credit: Nullable(CompareCredit),
  counts: Type.Object({
    officers: Type.Integer(),
    shareholders: Type.Integer(),
    related: Type.Integer(),
    lawsuits: Type.Integer(),
    news: Type.Integer(),
  }),
});
export type CompareCompany = Static<typeof CompareCompany>;
export const CompareResponse = Envelope(Type.Object({ companies: Type.Array(CompareCompany) }));

export const ExportQuery = Type.Object({
  ...SearchCriteria.properties,
  sort: Type.Optional(Type.Enum(SORT_FIELDS)),
  order: Type.Optional(Type.Enum(SORT_ORDERS)),
  format: Type.Enum(EXPORT_FORMATS),
  ids: Type.Optional(idList("the selection; without it, the whole filtered result (up to 5,000 rows)")),
  columns: Type.Optional(
    Type.String({
      pattern: `^(${COMPANY_LABEL_KEYS.join("|")})(,(${COMPANY_LABEL_KEYS.join("|")}))*$`,
      maxLength: 400,
      description: "data labels to write, in order (default: all)",
    }),
  ),
});
export type ExportQuery = Static<typeof ExportQuery>;

/** Spec: report data problems, ask questions, contribute or withhold information, suggest improvements. */
export const ERROR_TYPES = ["data-error", "question", "contribute", "withhold", "suggestion"] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];
export const REPORT_DESCRIPTION_MAX = 2000;
export const REPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_FILE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf"] as const;

/** The multipart fields of POST /csi/creditService/reportError (plus an optional `file`). */
export const ReportErrorFields = Type.Object({
  errorType: Type.Enum(ERROR_TYPES),
  description: Type.String({ maxLength: REPORT_DESCRIPTION_MAX }),
  companyIds: Type.Optional(idList("the companies the report is about")),
  firstName: Type.String({ maxLength: 50 }),
  lastName: Type.String({ maxLength: 50 }),
  phone: Type.String({ maxLength: 30 }),
  email: Type.String({ maxLength: 50 }),
  fileId: Type.Optional(
    Type.String({
      pattern: "^[A-Za-z0-9_-]{22}$",
      description: "a file uploaded first (POST /file/ossfile/upload, purpose report)",
    }),
  ),
});
export type ReportErrorFields = Static<typeof ReportErrorFields>;
export const ReportErrorResponse = Envelope(Type.Object({ id: Type.String() }));

export const SHARE_MAX_RECIPIENTS = 10;
export const SHARE_MESSAGE_MAX = 1000;
export const ShareBody = Type.Object({
  emails: Type.Array(Type.String({ maxLength: 254 }), { minItems: 1, maxItems: SHARE_MAX_RECIPIENTS }),
  message: Type.Optional(Type.String({ maxLength: SHARE_MESSAGE_MAX })),
  includeDetails: Type.Boolean({ description: "add each company's name, ID and address to the mail" }),
  companyIds: Type.Array(Type.String({ pattern: `^${AAA_ID}$` }), { minItems: 1, maxItems: MAX_SELECTION }),
  link: Type.Optional(Type.String({ maxLength: 2000, description: "the address of the shared list (same origin)" })),
});
export type ShareBody = Static<typeof ShareBody>;
export const ShareResponse = Envelope(Type.Object({ sent: Type.Integer() }));

/** The share and report forms check addresses with the one e-mail rule (contract/email.ts). */
export { EMAIL_PATTERN, isEmailAddress } from "./email.ts";
export const EMAIL_MAX = 50;

/** The multipart field names of the report besides the text fields. */
export const REPORT_PARTS = { companyIds: "companyIds", file: "file", fileId: "fileId" } as const;
