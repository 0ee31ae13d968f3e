import { useState, type ReactNode } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pager } from "../../components/ui/pager.tsx";
import { cn } from "../../lib/cn.ts";
import { useToken } from "../../lib/use-session.ts";
import { DATABASE_PAGE_SIZE } from "./my-database.api.ts";

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

/** One page of a Database list, the page number in state; only fetched when signed in. */
export function useDatabasePage<T extends { total: number }>(name: string, fetch: (pageNum: number) => Promise<T>) {
  const token = useToken();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["my-database", name, token, page],
    queryFn: () => fetch(page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / DATABASE_PAGE_SIZE));
  return { token, query, page, pages, setPage };
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn("py-2 pr-3 align-top", className)}>{children}</td>;
}

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
