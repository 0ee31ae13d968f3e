import type { Static } from "typebox";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LAWSUIT_ROLES, LAWSUIT_STATUSES, type Lawsuit, type LawsuitSummary } from "../../../contract/publications.ts";
import { HeadRow } from "../sanctions/index.ts";
import { Panel, QueryView, ScrollTable, formatNumber } from "../trade-product/index.ts";
import { DemoBadge } from "./demo-badge.tsx";
import { FilterSelect } from "../../components/ui/filter-select.tsx";
import { ROLE_LABELS, STATUS_LABELS, labelOf } from "./labels.ts";
import { useLawsuitSummary, useLawsuits } from "./queries.ts";
import { Pager } from "../../components/ui/pager.tsx";

export type LawsuitSearch = {
  status?: (typeof LAWSUIT_STATUSES)[number] | undefined;
  role?: (typeof LAWSUIT_ROLES)[number] | undefined;
  page?: number | undefined;
};
const PAGE_SIZE = 10;
const NOT_FOUND = <Trans>This company is not in the database.</Trans>;

/** The profile's lawsuits tab: the summary (getLawsuits), then the cases a page at a time. */
export function LawsuitsTab({
  companyId,
  search,
  onSearch,
}: {
  companyId: string;
  search: LawsuitSearch;
  onSearch: (search: LawsuitSearch) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <LawsuitsSummary companyId={companyId} />
      <CasesPanel companyId={companyId} search={search} onSearch={onSearch} />
    </div>
  );
}

/** The summary of a company's lawsuits (getLawsuits) in one panel. */
export function LawsuitsSummary({ companyId }: { companyId: string }) {
  const summary = useLawsuitSummary(companyId);
  return (
    <QueryView query={summary} notFound={NOT_FOUND}>
      {(data) => <SummaryPanel summary={data} />}
    </QueryView>
  );
}

function SummaryPanel({ summary }: { summary: Static<typeof LawsuitSummary> }) {
  const { i18n } = useLingui();
  const { total, firstFiled, lastFiled } = summary;
  const count = (rows: readonly { value: string; count: number }[], labels?: Parameters<typeof labelOf>[0]) =>
    rows
      .map((r) => `${labels ? labelOf(labels, r.value, (m) => i18n._(m)) : r.value} ${i18n.number(r.count)}`)
      .join(" · ");
  return (
    <Panel
      title={<Trans context="company profile tab">Lawsuits</Trans>}
      actions={summary.isDemo ? <DemoBadge /> : null}
      testId="lawsuit-summary"
    >
      {total === 0 ? (
        <p className="text-sm text-slate-600" data-testid="lawsuits-none">
          <Trans>No lawsuits are recorded for this company.</Trans>
        </p>
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact term={<Trans>Cases</Trans>} testId="lawsuits-total">
            <Plural value={total} one="# case" other="# cases" />
            {firstFiled && lastFiled ? (
              <span className="text-slate-600">
                {" "}
                <Trans comment="Lawsuits: the first and last filing dates">
                  filed {firstFiled} to {lastFiled}
                </Trans>
              </span>
            ) : null}
          </Fact>
          <Fact term={<Trans>By status</Trans>}>{count(summary.byStatus, STATUS_LABELS)}</Fact>
          <Fact term={<Trans>By role of the company</Trans>}>{count(summary.byRole, ROLE_LABELS)}</Fact>
          <Fact term={<Trans>By type of case</Trans>}>{count(summary.byType)}</Fact>
          <Fact term={<Trans>Amount claimed in pending cases</Trans>} testId="lawsuits-pending-amount">
            {summary.pendingAmounts.length
              ? summary.pendingAmounts
                  .map((a) =>
                    i18n.number(a.amount, { style: "currency", currency: a.currency, maximumFractionDigits: 0 }),
                  )
                  .join(", ")
              : "–"}
          </Fact>
        </dl>
      )}
    </Panel>
  );
}

function Fact({ term, children, testId }: { term: React.ReactNode; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function CasesPanel({
  companyId,
  search,
  onSearch,
}: {
  companyId: string;
  search: LawsuitSearch;
  onSearch: (search: LawsuitSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const page = search.page ?? 1;
  const cases = useLawsuits({ ...search, id: companyId, page, pageSize: PAGE_SIZE });
  const options = (values: readonly string[], labels: Parameters<typeof labelOf>[0]) =>
    values.map((value) => ({ value, label: labelOf(labels, value, (m) => i18n._(m)) }));
  return (
    <Panel title={<Trans>Cases</Trans>} testId="lawsuit-cases">
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FilterSelect
            label={t({ message: "Status", comment: "Filter of lawsuits" })}
            testId="lawsuit-filter-status"
            value={search.status}
            options={options(LAWSUIT_STATUSES, STATUS_LABELS)}
            onChange={(v) => onSearch({ ...search, status: LAWSUIT_STATUSES.find((s) => s === v), page: undefined })}
          />
          <FilterSelect
            label={t({ message: "Role of the company", comment: "Filter of lawsuits" })}
            testId="lawsuit-filter-role"
            value={search.role}
            options={options(LAWSUIT_ROLES, ROLE_LABELS)}
            onChange={(v) => onSearch({ ...search, role: LAWSUIT_ROLES.find((r) => r === v), page: undefined })}
          />
        </div>
        <QueryView query={cases} notFound={NOT_FOUND}>
          {({ rows, total }) => (
            <>
              <p className="text-sm text-slate-600" data-testid="lawsuit-cases-total">
                <Plural value={total} one="# case" other="# cases" />
              </p>
              {rows.length > 0 ? <CaseTable rows={rows} /> : null}
              <Pager
                page={page}
                pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
                onPage={(p) => onSearch({ ...search, page: p })}
                className="justify-between"
              />
            </>
          )}
        </QueryView>
      </div>
    </Panel>
  );
}

function CaseTable({ rows }: { rows: readonly Static<typeof Lawsuit>[] }) {
  const { t, i18n } = useLingui();
  return (
    <ScrollTable caption={t`Lawsuits of the company`} testId="lawsuit-table">
      <HeadRow
        columns={[
          { label: <Trans>Case</Trans> },
          { label: <Trans>Filed</Trans> },
          { label: <Trans>Court</Trans> },
          { label: <Trans context="lawsuit">Role</Trans> },
          { label: <Trans>Status</Trans> },
          { label: <Trans context="lawsuit">Amount</Trans>, numeric: true },
        ]}
      />
      <tbody>
        {rows.map(({ closedOn, ...row }) => (
          <tr key={row.seq} className="border-b border-slate-100 align-top" data-testid="lawsuit-row">
            <td className="py-2 pr-4">
              <div className="font-medium text-slate-900">{row.title}</div>
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <span>
                  {row.caseNumber} · {row.caseType}
                </span>
                {row.isDemo ? <DemoBadge /> : null}
              </div>
            </td>
            <td className="py-2 pr-4 whitespace-nowrap">
              {row.filedOn}
              {closedOn ? (
                <div className="text-xs text-slate-600">
                  <Trans comment="Lawsuit: the day it was closed">closed {closedOn}</Trans>
                </div>
              ) : null}
            </td>
            <td className="py-2 pr-4">{row.court ?? "–"}</td>
            <td className="py-2 pr-4 whitespace-nowrap">{labelOf(ROLE_LABELS, row.role, (m) => i18n._(m))}</td>
            <td className="py-2 pr-4 whitespace-nowrap" data-testid="lawsuit-status">
              {labelOf(STATUS_LABELS, row.status, (m) => i18n._(m))}
            </td>
            <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">
              {row.amount === null ? "–" : `${formatNumber(row.amount, i18n.locale, 0)} ${row.currency ?? ""}`}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
