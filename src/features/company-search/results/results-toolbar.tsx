import type { ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { CompanyRow, SearchPageSize, SortField, SortOrder } from "../../../../contract/company-search.ts";
import { COMPARE_MAX, COMPARE_MIN } from "../../../../contract/company-search-actions.ts";
import { formatCount } from "../format.ts";
import { ExportMenus } from "./export-menu.tsx";
import { PageSizeSelect, SortMenu } from "./sort-controls.tsx";
import { toolbarButtonClass } from "../../../components/ui/toolbar-button.ts";
import type { Selection } from "./use-selection.ts";
import type { ExportRequest } from "../company-search.api.ts";
import { ColumnsIcon, CompareIcon, FlagIcon, ShareIcon } from "../../../components/ui/icons.ts";

export type ToolbarDialog = "columns" | "compare" | "report" | "share";

type ResultsToolbarProps = {
  rows: readonly CompanyRow[];
  total: number;
  selection: Selection;
  sort: { sort: SortField; order: SortOrder };
  hasText: boolean;
  pageSize: SearchPageSize;
  exportCriteria: ExportRequest["criteria"];
  columns: readonly string[];
  onSort: (sort: SortField, order: SortOrder) => void;
  onPageSize: (size: SearchPageSize) => void;
  onOpen: (dialog: ToolbarDialog) => void;
  /** Actions on the selected companies that other features provide (collect, tag), after Edit. */
  selectionActions?: ReactNode;
};

function ToolButton({
  label,
  icon,
  onClick,
  isDisabled,
  hint,
  testId,
}: {
  label: ReactNode;
  icon: ReactNode;
  onClick: () => void;
  isDisabled?: boolean;
  hint?: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isDisabled}
      title={hint}
      className={toolbarButtonClass}
      data-testid={testId}
    >
      {icon}
      <span className="sr-only xl:not-sr-only">{label}</span>
    </button>
  );
}

/** Select, edit, collect and tag (when given), compare, export, download, report error, share; sort and rows per page. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { t, i18n } = useLingui();
  const { selection, rows } = props;
  const isPageSelected = rows.length > 0 && rows.every((row) => selection.has(row.aaaId));
  const selected = formatCount(selection.size, i18n.locale);
  const canCompare = selection.size >= COMPARE_MIN && selection.size <= COMPARE_MAX;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl bg-white px-3 py-2.5 shadow-sm ring-1 ring-slate-200"
      data-testid="results-toolbar"
    >
      <label className="mr-1 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={isPageSelected}
          onChange={(event) => selection.setPage(rows, event.target.checked)}
          className="size-4 accent-brand-600"
        />
        <span className="hidden sm:inline">
          <Trans comment="Toolbar: select every row of the page">Select page</Trans>
        </span>
        <span className="sr-only sm:hidden">{t`Select all companies on this page`}</span>
      </label>
      {selection.size > 0 ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          <span data-testid="selected-count">
            <Plural value={selected} one="# selected" other="# selected" />
          </span>
          <button
            type="button"
            onClick={selection.clear}
            className="rounded-full px-1.5 py-0.5 font-medium hover:bg-brand-100"
          >
            <Trans comment="Clear the selection">Clear</Trans>
          </button>
        </span>
      ) : null}
      <span className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" aria-hidden="true" />
      <ToolButton
        testId="edit-columns"
        label={<Trans comment="Toolbar: edit the columns">Edit</Trans>}
        icon={<ColumnsIcon className="size-4" />}
        hint={t`Choose the columns`}
        onClick={() => props.onOpen("columns")}
      />
      {props.selectionActions}
      <ToolButton
        testId="compare"
        label={<Trans comment="Toolbar: compare companies">Compare</Trans>}
        icon={<CompareIcon className="size-4" />}
        isDisabled={!canCompare}
        hint={t`Select ${COMPARE_MIN} to ${COMPARE_MAX} companies to compare them`}
        onClick={() => props.onOpen("compare")}
      />
      <ExportMenus
        criteria={props.exportCriteria}
        columns={props.columns}
        selectedIds={selection.ids}
        total={props.total}
      />
      <ToolButton
        testId="report-error"
        label={<Trans comment="Toolbar: report a data error">Report error</Trans>}
        icon={<FlagIcon className="size-4" />}
        hint={t`Report an issue with the data`}
        onClick={() => props.onOpen("report")}
      />
      <ToolButton
        testId="share"
        label={
          <Trans context="verb: send by email" comment="Toolbar: share by email">
            Share
          </Trans>
        }
        icon={<ShareIcon className="size-4" />}
        isDisabled={rows.length === 0}
        hint={t`Share by email`}
        onClick={() => props.onOpen("share")}
      />
      <div className="ml-auto flex items-center gap-2">
        <SortMenu sort={props.sort.sort} order={props.sort.order} hasText={props.hasText} onChange={props.onSort} />
        <PageSizeSelect value={props.pageSize} onChange={props.onPageSize} />
      </div>
    </div>
  );
}
