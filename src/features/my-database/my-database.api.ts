import { billingEndpoints } from "../../../contract/billing.endpoints.ts";
import { companyProfileEndpoints } from "../../../contract/company-profile.endpoints.ts";
import type { ConsumeAction } from "../../../contract/money.ts";
import { reportsEndpoints } from "../../../contract/reports.endpoints.ts";
import { call, download } from "../../lib/api-client.ts";

/** Rows per page of the Database pages. */
export const DATABASE_PAGE_SIZE = 10;

/** The Database pages' filters, sent to the server (empty ones are left out). */
export type DatabaseFilters = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  type?: ConsumeAction | undefined;
  status?: "ordered" | "delivered" | undefined;
  /** Group administrator only: a member's id, or `all`. */
  memberId?: string | undefined;
};

/** One page of a Database list: its number, its size (10 on screen, 100 when exporting) and the filters. */
export type PageRequest = { pageNum: number; pageSize: number; filters: DatabaseFilters };

const dates = ({ startDate, endDate }: DatabaseFilters) => ({
  ...(startDate ? { startDate } : {}),
  ...(endDate ? { endDate } : {}),
});

export const getDatabaseStatistics = () => call(reportsEndpoints.statistics, undefined, { silent: true });
/** Usage records (what credits paid for), newest first; an administrator may name a member or `all`. */
export const getUsageRecords = ({ pageNum, pageSize, filters }: PageRequest) =>
  call(
    billingEndpoints.consumptions,
    {
      pageNum,
      pageSize,
      ...dates(filters),
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.memberId ? { memberId: filters.memberId } : {}),
    },
    { silent: true },
  );
export const getViewedCompanies = ({ pageNum, pageSize, filters }: PageRequest) =>
  call(companyProfileEndpoints.actionLog, { pageNum, pageSize, ...dates(filters) }, { silent: true });
export const getDownloadedReports = ({ pageNum, pageSize, filters }: PageRequest) =>
  call(
    billingEndpoints.consumptions,
    { pageNum, pageSize, ...dates(filters), type: "reportDownload" },
    { silent: true },
  );
export const getUpdateOrders = ({ pageNum, pageSize, filters }: PageRequest) =>
  call(
    reportsEndpoints.purchasedUpdates,
    { pageNum, pageSize, ...dates(filters), ...(filters.status ? { status: filters.status } : {}) },
    { silent: true },
  );
/** A fresh copy of a report downloaded before (free). */
export const downloadReportCopy = (companyId: string) => download(reportsEndpoints.getOfflinePdf, { id: companyId });
