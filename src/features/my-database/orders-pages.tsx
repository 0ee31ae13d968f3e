import { useState } from "react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UpdateOrder } from "../../../contract/reports.ts";
import { Button } from "../../components/ui/button.tsx";
import { formatDateTime } from "../../lib/format-date.ts";
import { AccountPageFrame, LoadState, SignedOutPanel } from "../account-center/index.ts";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import { Cell, DatabaseFilterBar, DatabaseLinks, PagedList, isFiltered, useDatabasePage } from "./database-parts.tsx";
import { RecordsTable } from "../../components/ui/records-table.tsx";
import { downloadReportCopy, getDownloadedReports, getUpdateOrders } from "./my-database.api.ts";

const UPDATE_STATUS: Record<UpdateOrder["status"], MessageDescriptor> = {
  ordered: msg({ message: "Ordered", comment: "Report update status: paid, not delivered yet" }),
  delivered: msg({ message: "Delivered", comment: "Report update status" }),
};

function CopyButton({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useLingui();
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await downloadReportCopy(companyId);
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = file.fileName ?? `report-${companyId}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      disabled={isBusy}
      onClick={() => void run()}
      aria-label={t`Download again: the report of ${companyName} (free)`}
    >
      <Trans>Download again</Trans>
    </Button>
  );
}

/** My database > ReprotDownloaded (the spec's spelling): the reports the user paid to download, each again for free. */
export function ReportsDownloadedPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { token, query, page, pages, setPage, filters, setFilters, exportTable } = useDatabasePage(
    "downloads",
    getDownloadedReports,
  );
  if (!token) return <SignedOutPanel />;
  const head = [t`Date`, t`Company name`, t`Credits`, t`Report`];
  return (
    <AccountPageFrame
      title={t`Reports downloaded`}
      description={t`The company reports you downloaded; a fresh copy is free.`}
    >
      <div className="flex flex-col gap-5">
        <DatabaseLinks />
        <DatabaseFilterBar
          filters={filters}
          onChange={setFilters}
          exportMenu={
            <ExportTableMenu
              testId="downloads-export"
              fileName="reports-downloaded"
              sheetName={t`Reports downloaded`}
              table={exportTable(head.slice(0, 3), (row) => [
                new Date(row.createTime),
                row.companyName || row.companyId,
                row.credits,
              ])}
            />
          }
        />
        {!query.data ? (
          <LoadState query={query} />
        ) : (
          <PagedList
            total={query.data.total}
            empty={isFiltered(filters) ? t`No reports match these filters.` : t`No report downloaded yet.`}
            page={page}
            pages={pages}
            onPage={setPage}
          >
            <RecordsTable caption={t`Reports downloaded`} testId="downloaded-reports" head={head}>
              {query.data.list.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <Cell>{formatDateTime(row.createTime, i18n.locale)}</Cell>
                  <Cell>{row.companyName || row.companyId}</Cell>
                  <Cell>{row.credits}</Cell>
                  <Cell>
                    <CopyButton companyId={row.companyId} companyName={row.companyName || row.companyId} />
                  </Cell>
                </tr>
              ))}
            </RecordsTable>
          </PagedList>
        )}
      </div>
    </AccountPageFrame>
  );
}

/** My database > UpdatesOrdered: report updates, their status and when they came (or are due at the latest). */
export function UpdatesOrderedPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { token, query, page, pages, setPage, filters, setFilters, exportTable } = useDatabasePage(
    "updates",
    getUpdateOrders,
  );
  if (!token) return <SignedOutPanel />;
  const head = [t`Date`, t`Order no`, t`Company name`, t`Status`, t`Delivery`, t`Data quality index`];
  const statuses = (["ordered", "delivered"] as const).map((value) => ({ value, label: i18n._(UPDATE_STATUS[value]) }));
  const quality = (order: UpdateOrder) =>
    order.qualityBefore !== null && order.qualityAfter !== null
      ? `${order.qualityBefore} → ${order.qualityAfter}`
      : "-";
  const when = (order: UpdateOrder) => {
    if (order.deliveredTime) return formatDateTime(order.deliveredTime, i18n.locale);
    const due = formatDateTime(order.dueTime, i18n.locale);
    return t({ message: `By ${due}`, comment: "Report update: delivered at the latest at this date and time" });
  };
  return (
    <AccountPageFrame
      title={t`Updates ordered`}
      description={t`Report updates cost 1 credit per company and are delivered within 24 to 72 hours.`}
    >
      <div className="flex flex-col gap-5">
        <DatabaseLinks />
        <DatabaseFilterBar
          filters={filters}
          onChange={setFilters}
          statuses={statuses}
          exportMenu={
            <ExportTableMenu
              testId="updates-export"
              fileName="updates-ordered"
              sheetName={t`Updates ordered`}
              table={exportTable(head, (order) => [
                new Date(order.createTime),
                order.orderNo,
                order.companyName || order.companyId,
                i18n._(UPDATE_STATUS[order.status]),
                when(order),
                quality(order),
              ])}
            />
          }
        />
        {!query.data ? (
          <LoadState query={query} />
        ) : (
          <PagedList
            total={query.data.total}
            empty={isFiltered(filters) ? t`No updates match these filters.` : t`No update ordered yet.`}
            page={page}
            pages={pages}
            onPage={setPage}
          >
            <RecordsTable caption={t`Updates ordered`} testId="update-orders" head={head}>
              {query.data.list.map((order) => (
                <tr key={order.id} className="border-t border-slate-200">
                  <Cell>{formatDateTime(order.createTime, i18n.locale)}</Cell>
                  <Cell className="font-mono text-xs">{order.orderNo}</Cell>
                  <Cell>{order.companyName || order.companyId}</Cell>
                  <Cell>{i18n._(UPDATE_STATUS[order.status])}</Cell>
                  <Cell>{when(order)}</Cell>
                  <Cell>{quality(order)}</Cell>
                </tr>
              ))}
            </RecordsTable>
          </PagedList>
        )}
      </div>
    </AccountPageFrame>
  );
}
