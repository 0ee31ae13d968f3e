import { useLingui } from "@lingui/react/macro";
import type {
  CompanyLabel,
  CompanyLabelKey,
  CompanyRow,
  SortField,
  SortOrder,
} from "../../../../contract/company-search.ts";
import { cn } from "../../../lib/cn.ts";
import { sortChoice } from "../search-params.ts";
import { CompanyCell } from "./company-cell.tsx";
import type { Selection } from "./use-selection.ts";
import { ArrowDownIcon, ArrowUpIcon } from "../../../components/ui/icons.ts";

type ResultsTableProps = {
  rows: readonly CompanyRow[];
  columns: readonly CompanyLabelKey[];
  labels: ReadonlyMap<CompanyLabelKey, CompanyLabel>;
  selection: Selection;
  sort: { sort: SortField; order: SortOrder };
  onSort: (sort: SortField, order: SortOrder) => void;
  isStale: boolean;
};

const WIDTHS: Partial<Record<CompanyLabelKey, string>> = {
  name: cn("min-w-[20rem] w-[32%]"),
  industry: cn("min-w-[13rem]"),
  address: cn("min-w-[14rem]"),
  dataQuality: cn("w-32"),
  listed: cn("w-36"),
};

function HeaderCell({
  label,
  column,
  sort,
  onSort,
}: { label: CompanyLabel | undefined; column: CompanyLabelKey } & Pick<ResultsTableProps, "sort" | "onSort">) {
  const title = label?.title ?? "";
  const field = label?.sortField;
  const isSorted = Boolean(field) && field === sort.sort;
  const ariaSort = isSorted ? (sort.order === "asc" ? "ascending" : "descending") : undefined;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={cn("px-3 py-2.5 text-left font-semibold whitespace-nowrap", WIDTHS[column])}
    >
      {field ? (
        <button
          type="button"
          onClick={() => {
            const next = sortChoice(sort, field, true);
            onSort(next.sort, next.order);
          }}
          className="group inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {title}
          {isSorted ? (
            sort.order === "asc" ? (
              <ArrowUpIcon className="size-3.5 text-brand-600" />
            ) : (
              <ArrowDownIcon className="size-3.5 text-brand-600" />
            )
          ) : (
            <ArrowDownIcon className="size-3.5 opacity-0 group-hover:opacity-40" />
          )}
        </button>
      ) : (
        title
      )}
    </th>
  );
}

/** The company list on wide screens: one row per company, the chosen columns, sortable headers. */
export function ResultsTable({ rows, columns, labels, selection, sort, onSort, isStale }: ResultsTableProps) {
  const { t, i18n } = useLingui();
  const isPageSelected = rows.length > 0 && rows.every((row) => selection.has(row.aaaId));
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={cn("w-full border-collapse text-sm transition-opacity", isStale && "opacity-60")}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-500">
          <tr>
            <th scope="col" className="w-10 py-2.5 pl-4">
              <input
                type="checkbox"
                checked={isPageSelected}
                onChange={(event) => selection.setPage(rows, event.target.checked)}
                aria-label={t`Select all companies on this page`}
                className="size-4 rounded border-slate-300 text-brand-600 accent-brand-600"
              />
            </th>
            {columns.map((column) => (
              <HeaderCell key={column} column={column} label={labels.get(column)} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const isSelected = selection.has(row.aaaId);
            const name = row.name;
            return (
              <tr
                key={row.aaaId}
                data-testid="company-row"
                className={cn("align-middle", isSelected ? "bg-brand-50/60" : "hover:bg-slate-50")}
              >
                <td className="py-3 pl-4">
                  <input
                    type="checkbox"
                    checked={isSelected}
                    onChange={() => selection.toggle(row)}
                    aria-label={t`Select ${name}`}
                    className="size-4 rounded border-slate-300 accent-brand-600"
                  />
                </td>
                {columns.map((column) => (
                  <td key={column} className={cn("max-w-xs px-3 py-3 text-slate-700", column === "name" && "max-w-md")}>
                    <CompanyCell column={column} row={row} locale={i18n.locale} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Grey rows while the first page loads. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200" aria-hidden="true">
      <div className="h-10 border-b border-slate-200 bg-slate-50" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-6 border-b border-slate-100 px-4 py-4 last:border-0">
          <div className="size-4 rounded bg-slate-200" />
          <div className="h-3.5 w-64 animate-pulse rounded bg-slate-200" />
          <div className="h-3 w-24 animate-pulse rounded bg-slate-100" />
          <div className="h-3 w-40 animate-pulse rounded bg-slate-100" />
          <div className="ml-auto h-2 w-20 animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
