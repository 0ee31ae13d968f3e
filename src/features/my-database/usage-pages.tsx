import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CONSUME_ACTIONS as USAGE_ACTIONS, type ConsumeAction } from "../../../contract/money.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import { AccountPageFrame, LoadState, SignedOutPanel } from "../account-center/index.ts";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import { getMemberCreditUsage, groupCreditKeys, memberName } from "../group-credits/index.ts";
import {
  Cell,
  DatabaseFilterBar,
  DatabaseLinks,
  PagedList,
  isFiltered,
  useDatabasePage,
  type FilterChoice,
} from "./database-parts.tsx";
import { RecordsTable } from "../../components/ui/records-table.tsx";
import { getDatabaseStatistics, getUsageRecords, getViewedCompanies } from "./my-database.api.ts";

/** The usage types (spec §3 "Usage record"): what credits paid for. */
export const USAGE_TYPES: Record<ConsumeAction, MessageDescriptor> = {
  reportView: msg({ message: "Full report view", comment: "Usage type" }),
  reportDownload: msg({ message: "Report download", comment: "Usage type" }),
  export: msg({ message: "Export", context: "usage type", comment: "Usage type: companies exported" }),
  contactData: msg({ message: "Contact data", comment: "Usage type" }),
  reportUpdate: msg({ message: "Report update", comment: "Usage type" }),
};

/** Seconds under a minute, else whole minutes, in the reader's language ("45 sec", "3 Min."). */
function duration(seconds: number, locale: string): string {
  const [value, unit] = seconds < 60 ? [seconds, "second"] : [Math.round(seconds / 60), "minute"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(value);
}

function Statistics() {
  const { t } = useLingui();
  const query = useQuery({ queryKey: ["my-database", "statistics"], queryFn: getDatabaseStatistics });
  if (!query.data) return <LoadState query={query} />;
  const figures: [string, number][] = [
    [t`Companies viewed`, query.data.companiesViewed],
    [t`Profile views`, query.data.profileViews],
    [t`Reports downloaded`, query.data.reportsDownloaded],
    [t`Updates ordered`, query.data.updatesOrdered],
    [t`Updates delivered`, query.data.updatesDelivered],
    [t`Credits spent`, query.data.creditsSpent],
    [t`Available credits`, query.data.availablePoints],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="database-statistics">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The administrator's member filter: "all" of the group, then each user, from the group's usage view. */
function useMemberChoices(isAdmin: boolean): FilterChoice[] | undefined {
  const { t } = useLingui();
  const query = useQuery({ queryKey: groupCreditKeys.members, queryFn: getMemberCreditUsage, enabled: isAdmin });
  if (!isAdmin) return undefined;
  const members = (query.data?.members ?? []).map((member) => ({ value: member.id, label: memberName(member) }));
  return [
    { value: "all", label: t({ message: "All members", comment: "Filter: the whole group's usage records" }) },
    ...members,
  ];
}

/** My database > YourUsage (also the menu's "My database"): the counts, then the usage records, filtered. */
export function YourUsagePage({ memberId }: { memberId?: string | undefined }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const isAdmin = Number(useUserInfo()?.userType) === 3;
  const { token, query, page, pages, setPage, filters, setFilters, exportTable } = useDatabasePage(
    "usage",
    getUsageRecords,
    isAdmin && memberId ? { memberId } : {},
  );
  const members = useMemberChoices(isAdmin);
  if (!token) return <SignedOutPanel />;
  const types = USAGE_ACTIONS.map((type) => ({ value: type, label: i18n._(USAGE_TYPES[type]) }));
  const head = [t`Date`, t`User name`, t`Company name`, t`Status`, t`Usage type`, t`Credits`];
  const charged = t({ message: "Charged", comment: "Usage record status: credits were taken" });
  return (
    <AccountPageFrame title={t`Your usage`} description={t`What you looked at, downloaded and ordered.`}>
      <div className="flex flex-col gap-5">
        <Statistics />
        <DatabaseLinks />
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Usage records</Trans>
        </h2>
        <DatabaseFilterBar
          filters={filters}
          onChange={setFilters}
          types={types}
          {...(members ? { members } : {})}
          exportMenu={
            <ExportTableMenu
              testId="usage-export"
              fileName="usage-records"
              sheetName={t`Usage records`}
              table={exportTable(head, (row) => [
                new Date(row.createTime),
                row.userName,
                row.companyName || row.companyId,
                charged,
                i18n._(USAGE_TYPES[row.type]),
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
            empty={isFiltered(filters) ? t`No usage records match these filters.` : t`No usage yet.`}
            page={page}
            pages={pages}
            onPage={setPage}
          >
            <RecordsTable caption={t`Usage records`} testId="usage-records" head={head}>
              {query.data.list.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <Cell>{formatDateTime(row.createTime, i18n.locale)}</Cell>
                  <Cell>{row.userName}</Cell>
                  <Cell>{row.companyName || row.companyId}</Cell>
                  <Cell>{charged}</Cell>
                  <Cell>{i18n._(USAGE_TYPES[row.type])}</Cell>
                  <Cell>{row.credits}</Cell>
                </tr>
              ))}
            </RecordsTable>
          </PagedList>
        )}
      </div>
    </AccountPageFrame>
  );
}

/** My database > CompaniesViewed: the company profiles the user opened, newest first, with how long. */
export function CompaniesViewedPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { token, query, page, pages, setPage, filters, setFilters, exportTable } = useDatabasePage(
    "views",
    getViewedCompanies,
  );
  if (!token) return <SignedOutPanel />;
  const head = [t`Date`, t`Company name`, t`Country`, t`Time spent`];
  return (
    <AccountPageFrame title={t`Companies viewed`} description={t`The company profiles you opened.`}>
      <div className="flex flex-col gap-5">
        <DatabaseLinks />
        <DatabaseFilterBar
          filters={filters}
          onChange={setFilters}
          exportMenu={
            <ExportTableMenu
              testId="views-export"
              fileName="companies-viewed"
              sheetName={t`Companies viewed`}
              table={exportTable(head, (row) => [
                new Date(row.startTimed),
                row.companyName || row.aaaId,
                row.countryCode,
                duration(row.durationSeconds, i18n.locale),
              ])}
            />
          }
        />
        {!query.data ? (
          <LoadState query={query} />
        ) : (
          <PagedList
            total={query.data.total}
            empty={isFiltered(filters) ? t`No companies match these filters.` : t`No company viewed yet.`}
            page={page}
            pages={pages}
            onPage={setPage}
          >
            <RecordsTable caption={t`Companies viewed`} testId="viewed-companies" head={head}>
              {query.data.list.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <Cell>{formatDateTime(row.startTimed, i18n.locale)}</Cell>
                  <Cell>
                    <Link
                      to="/index/company/detals/$id"
                      params={{ id: row.aaaId }}
                      className="text-brand-800 underline-offset-2 hover:underline"
                    >
                      {row.companyName || row.aaaId}
                    </Link>
                  </Cell>
                  <Cell>{row.countryCode ?? "-"}</Cell>
                  <Cell>{duration(row.durationSeconds, i18n.locale)}</Cell>
                </tr>
              ))}
            </RecordsTable>
          </PagedList>
        )}
      </div>
    </AccountPageFrame>
  );
}
