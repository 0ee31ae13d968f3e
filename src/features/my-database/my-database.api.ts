import { billingEndpoints } from "../../../contract/billing.endpoints.ts";
import { companyProfileEndpoints } from "../../../contract/company-profile.endpoints.ts";
import { reportsEndpoints } from "../../../contract/reports.endpoints.ts";
import { call, download } from "../../lib/api-client.ts";

/** Rows per page of the Database pages. */
export const DATABASE_PAGE_SIZE = 10;
const page = (pageNum: number) => ({ pageNum, pageSize: DATABASE_PAGE_SIZE });

export const getDatabaseStatistics = () => call(reportsEndpoints.statistics, undefined, { silent: true });
/** Every usage record (what credits paid for), newest first. */
export const getUsageRecords = (pageNum: number) =>
  call(billingEndpoints.consumptions, page(pageNum), { silent: true });
export const getViewedCompanies = (pageNum: number) =>
  call(companyProfileEndpoints.actionLog, page(pageNum), { silent: true });
export const getDownloadedReports = (pageNum: number) =>
  call(billingEndpoints.consumptions, { ...page(pageNum), type: "reportDownload" }, { silent: true });
export const getUpdateOrders = (pageNum: number) =>
  call(reportsEndpoints.purchasedUpdates, page(pageNum), { silent: true });
/** A fresh copy of a report downloaded before (free). */
export const downloadReportCopy = (companyId: string) => download(reportsEndpoints.getOfflinePdf, { id: companyId });
