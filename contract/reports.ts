import { Type, type Static } from "typebox";
import { DateRangeFields } from "./usage-filters.ts";
import { CONSUME_BATCH_MAX, ConsumptionResult, IdempotencyKey } from "./money.ts";

/**
 * Company reports as PDFs and report-update orders (issue 15 item 5, issue 21 item 5;
 * docs/decisions/0044-invoices-and-reports.md). A download is charged per the price list
 * (`reportDownload`), idempotent by key; the offline copy is free once the report was downloaded.
 */
export const ReportIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9_-]+$", description: "the company's aaa id" }),
});
export const ReportDownloadQuery = Type.Object({
  key: Type.Optional({
    ...IdempotencyKey,
    description: "chosen by the client per download; by default one charge per company and day (UTC)",
  }),
});

export const PdfAddress = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  address: Type.String({ description: "GET it to download the report (charged)" }),
  offlineAddress: Type.String({ description: "GET it for the copy of a downloaded report (free)" }),
  credits: Type.Integer({ description: "credits a download takes now" }),
  availablePoints: Type.Integer(),
  enough: Type.Boolean(),
  downloaded: Type.Boolean({ description: "the user downloaded this company's report before" }),
});
export type PdfAddress = Static<typeof PdfAddress>;

export const MyDatabaseStatistics = Type.Object({
  companiesViewed: Type.Integer({ description: "distinct companies whose profile the user opened" }),
  profileViews: Type.Integer(),
  reportsDownloaded: Type.Integer({ description: "report downloads charged" }),
  updatesOrdered: Type.Integer(),
  updatesDelivered: Type.Integer(),
  creditsSpent: Type.Integer(),
  availablePoints: Type.Integer(),
});
export type MyDatabaseStatistics = Static<typeof MyDatabaseStatistics>;

const Company = Type.Object({
  companyId: Type.String({ minLength: 1, maxLength: 40 }),
  companyName: Type.Optional(Type.String({ maxLength: 300 })),
});
export const AddUpdateOrderBody = Type.Object({
  companies: Type.Array(Company, { minItems: 1, maxItems: CONSUME_BATCH_MAX }),
  idempotencyKey: IdempotencyKey,
});
export const UpdateDataBody = Type.Object({
  companyId: Company.properties.companyId,
  companyName: Company.properties.companyName,
  idempotencyKey: IdempotencyKey,
});

export const UpdateOrderStatus = Type.Union([Type.Literal("ordered"), Type.Literal("delivered")]);
export const UpdateOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  companyId: Type.String(),
  companyName: Type.String(),
  status: UpdateOrderStatus,
  credits: Type.Integer(),
  createTime: Type.String({ description: "ISO 8601" }),
  dueTime: Type.String({ description: "ISO 8601: the latest delivery (72 hours after ordering)" }),
  deliveredTime: Type.Union([Type.String(), Type.Null()]),
  qualityBefore: Type.Union([Type.Integer(), Type.Null()], {
    description: "the company's data-quality index (1-100) before the delivered update; null until delivered",
  }),
  qualityAfter: Type.Union([Type.Integer(), Type.Null()], {
    description: "the data-quality index the update worked out; null until delivered",
  }),
});
export type UpdateOrder = Static<typeof UpdateOrder>;
export const UpdateOrderResult = Type.Object({
  orderNo: Type.String(),
  orders: Type.Array(UpdateOrder),
  deducted: Type.Integer(),
  availablePoints: Type.Integer(),
  replayed: Type.Boolean(),
});
export const UpdateOrderPageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  status: Type.Optional(Type.Union([Type.Literal("ordered"), Type.Literal("delivered")])),
  ...DateRangeFields,
});
export type UpdateOrderPageQuery = Static<typeof UpdateOrderPageQuery>;
export const UpdateOrderPage = Type.Object({
  list: Type.Array(UpdateOrder),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type UpdateOrderPage = Static<typeof UpdateOrderPage>;

/**
 * `/gleagle/csiv4/updateSysComLogAndDe`: the user opened a company's paid section (the credit opinion,
 * the performance group): the view goes in the company log and the full report view is charged
 * (`reportView`, once per company; free once paid), idempotent by key.
 */
export const ViewChargeBody = Type.Object({
  companyId: ReportIdParams.properties.id,
  pageName: Type.String({ minLength: 1, maxLength: 100, description: "the section opened, e.g. creditOpinion/list" }),
  idempotencyKey: IdempotencyKey,
});
export const ViewChargeResult = Type.Intersect([
  ConsumptionResult,
  Type.Object({
    logId: Type.Union([Type.String(), Type.Null()], { description: "the view log entry (null on a replay)" }),
  }),
]);
export type ViewChargeResult = Static<typeof ViewChargeResult>;
