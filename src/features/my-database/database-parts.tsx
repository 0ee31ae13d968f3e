import { useId, useState, type ReactNode } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { FilterSelect } from "../../components/ui/filter-select.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { collectPages, type ExportCell, type ExportTable } from "../../lib/table-export.ts";
import { cn } from "../../lib/cn.ts";
import { useToken } from "../../lib/use-session.ts";
import { DATABASE_PAGE_SIZE, type DatabaseFilters, type PageRequest } from "./my-database.api.ts";

const linkClass = cn(
  "rounded-md px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500",
  "aria-[current=page]:bg-brand-50 aria-[current=page]:ring-brand-500",
);

/** The four Database pages (spec §2: YourUsage, CompaniesViewed, ReprotDownloaded, UpdatesOrdered), linked from each. */
export function DatabaseLinks() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`My database pages`} className="flex flex-wrap gap-2">
      <Link to="/account/YourUsage" className={linkClass}>
        <Trans>Your usage</Trans>
      </Link>
      <Link to="/account/CompaniesViewed" className={linkClass}>
        <Trans>Companies viewed</Trans>
      </Link>
      <Link to="/account/ReprotDownloaded" className={linkClass}>
        <Trans>Reports downloaded</Trans>
      </Link>
      <Link to="/account/UpdatesOrdered" className={linkClass}>
        <Trans>Updates ordered</Trans>
      </Link>
    </nav>
  );
}

/**
 * One page of a Database list with its filters, both in state (a new filter goes back to page 1);
 * only fetched when signed in. `exportTable` is the export menu's table: every filtered row (up to the
 * export limit, collected through the same call, 100 a page) as the given headers' cells.
 */
export function useDatabasePage<T extends { total: number; list: readonly unknown[] }>(
  name: string,
  fetch: (request: PageRequest) => Promise<T>,
  initialFilters: DatabaseFilters = {},
) {
  const token = useToken();
  const [page, setPage] = useState(1);
  const [filters, setFiltersState] = useState<DatabaseFilters>(initialFilters);
  const query = useQuery({
    queryKey: ["my-database", name, token, page, filters],
    queryFn: () => fetch({ pageNum: page, pageSize: DATABASE_PAGE_SIZE, filters }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / DATABASE_PAGE_SIZE));
  const setFilters = (next: DatabaseFilters) => {
    setFiltersState(next);
    setPage(1);
  };
  const exportTable =
    (headers: readonly string[], cells: (row: T["list"][number]) => readonly ExportCell[]) =>
    async (): Promise<ExportTable> => {
      const { rows, total } = await collectPages<T["list"][number]>(async (pageNum, pageSize) => {
        const answer = await fetch({ pageNum, pageSize, filters });
        return { rows: answer.list, total: answer.total };
      });
      return { headers, total, rows: rows.map(cells) };
    };
  return { token, query, page, pages, setPage, filters, setFilters, exportTable };
}

/** A choice of a filter select: its value and its label. */
export type FilterChoice = { value: string; label: string };

/**
 * The Database pages' filters: the date range always; the usage type, the order status and the
 * member (a group administrator's) where the page has them; then the page's export menu.
 */
export function DatabaseFilterBar({
  filters,
  onChange,
  types,
  statuses,
  members,
  exportMenu,
}: {
  filters: DatabaseFilters;
  onChange: (filters: DatabaseFilters) => void;
  types?: readonly FilterChoice[];
  statuses?: readonly FilterChoice[];
  members?: readonly FilterChoice[];
  exportMenu: ReactNode;
}) {
  const { t } = useLingui();
  const set = (change: DatabaseFilters) => onChange({ ...filters, ...change });
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="database-filters">
      <DateInput
        label={t({ message: "From", context: "date range", comment: "Filter: the first day of the period" })}
        value={filters.startDate}
        onChange={(startDate) => set({ startDate })}
        testId="filter-start"
      />
      <DateInput
        label={t({ message: "To", context: "date range", comment: "Filter: the last day of the period" })}
        value={filters.endDate}
        onChange={(endDate) => set({ endDate })}
        testId="filter-end"
      />
      {types ? (
        <FilterSelect
          label={t`Usage type`}
          value={filters.type}
          options={types}
          onChange={(type) => set({ type: type as DatabaseFilters["type"] })}
          testId="filter-type"
        />
      ) : null}
      {statuses ? (
        <FilterSelect
          label={t({ message: "Status", comment: "Filter: the report update's status" })}
          value={filters.status}
          options={statuses}
          onChange={(status) => set({ status: status as DatabaseFilters["status"] })}
          testId="filter-status"
        />
      ) : null}
      {members ? (
        <FilterSelect
          label={t({ message: "Member", comment: "Filter: whose usage records (group administrator)" })}
          value={filters.memberId}
          options={members}
          onChange={(memberId) => set({ memberId })}
          testId="filter-member"
        />
      ) : null}
      <div className="ml-auto">{exportMenu}</div>
    </div>
  );
}

function DateInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <span className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
        data-testid={testId}
        className="rounded-md border-0 bg-white px-2.5 py-2 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      />
    </span>
  );
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn("py-2 pr-3 align-top", className)}>{children}</td>;
}

/** Whether a filter narrows the list (the empty list then says so). */
export const isFiltered = (filters: DatabaseFilters) => Object.values(filters).some((value) => value !== undefined);

/** The list with its pager, or what to say when it is empty. */
export function PagedList({
  total,
  empty,
  page,
  pages,
  onPage,
  children,
}: {
  total: number;
  empty: ReactNode;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  if (total === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <>
      {children}
      <Pager page={page} pages={pages} onPage={onPage} className="mt-3 justify-end" />
    </>
  );
}
