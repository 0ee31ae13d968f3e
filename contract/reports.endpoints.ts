import { Type } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import {
  AddUpdateOrderBody,
  MyDatabaseStatistics,
  PdfAddress,
  ReportDownloadQuery,
  ReportIdParams,
  UpdateDataBody,
  UpdateOrderPage,
  UpdateOrderPageQuery,
  UpdateOrderResult,
  ViewChargeBody,
  ViewChargeResult,
} from "./reports.ts";

const signedIn = { auth: "required" } as const;
const pdf = {
  produces: ["application/pdf"],
  response: Type.Unsafe<Uint8Array>({ type: "string", format: "binary" }),
  reply: "file",
} as const;

/** Company reports (PDF), the Database page's statistics and report-update orders. */
export const reportsEndpoints = defineEndpoints("reports", {
  downloadOnlinePdf: {
    ...signedIn,
    ...pdf,
    method: "GET",
    path: "/myDatabase/downloadOnlinePdf/:id",
    summary: "The company's report as a PDF; charged per the price list (reportDownload), once per key",
    params: ReportIdParams,
    query: ReportDownloadQuery,
    errors: [402, 404],
  },
  getOfflinePdf: {
    ...signedIn,
    ...pdf,
    method: "GET",
    path: "/consume/getOfflinePdf/:id",
    summary: "A fresh copy of a report the user downloaded before (free; 402 before the first download)",
    params: ReportIdParams,
    errors: [402, 404],
  },
  updateSysComLogAndDe: {
    ...signedIn,
    method: "POST",
    path: "/gleagle/csiv4/updateSysComLogAndDe",
    summary: "Logs the view of a company's paid section and charges the report view (once per company, by key)",
    body: ViewChargeBody,
    response: ViewChargeResult,
    errors: [402, 404],
  },
  getPdfAddress: {
    ...signedIn,
    method: "GET",
    path: "/gleagle/file/getPdfAddress/:id",
    summary: "Where the company's report is downloaded, and what the download costs now",
    params: ReportIdParams,
    response: PdfAddress,
    errors: [404],
  },
  statistics: {
    ...signedIn,
    method: "POST",
    path: "/myDatabase/myDatabaseStatistics",
    summary: "The Database pages' counts: companies viewed, reports downloaded, updates ordered, credits spent",
    response: MyDatabaseStatistics,
  },
  addUpdateOrder: {
    ...signedIn,
    method: "POST",
    path: "/gleagle/orders/add",
    summary: "Orders report updates: 1 credit per company, in one transaction with the order (idempotent by key)",
    body: AddUpdateOrderBody,
    response: UpdateOrderResult,
    errors: [402, 404],
  },
  updateData: {
    ...signedIn,
    method: "POST",
    path: "/creditService/updateData",
    summary: "Orders the update of one company's report (1 credit, idempotent by key)",
    body: UpdateDataBody,
    response: UpdateOrderResult,
    errors: [402, 404],
  },
  purchasedUpdates: {
    ...signedIn,
    method: "GET",
    path: "/gleagle/orders/purchase",
    summary: "The user's report-update orders, newest first, with their status and delivery time",
    query: UpdateOrderPageQuery,
    response: UpdateOrderPage,
  },
});
