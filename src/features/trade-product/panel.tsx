import { useId, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { cn } from "../../lib/cn.ts";
import { OfflineCopies, OfflineCopyBanner, useReportOffline } from "../pwa/index.ts";

/** A trade page's frame (product, company, country): its width, and a banner when any figures shown are an offline copy. */
export function TradePageFrame({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <OfflineCopies>
      {(oldest) => (
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6" data-testid={testId}>
          {oldest !== null ? <OfflineCopyBanner since={oldest} subject="figures" /> : null}
          {children}
        </div>
      )}
    </OfflineCopies>
  );
}

/** A titled white card of a product page. */
export function Panel({
  title,
  actions,
  children,
  testId,
  className,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section className={cn("rounded-xl bg-white shadow-sm ring-1 ring-slate-200", className)} data-testid={testId}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 className="text-[15px] font-semibold text-slate-900">{title}</h2>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}

/** Marks figures that include generated (demo) trade flows. */
export function DemoLabel() {
  const { t } = useLingui();
  return (
    <span
      title={t`Includes generated demonstration flows, not real trade statistics`}
      data-testid="demo-label"
      className="inline-flex shrink-0 items-center rounded-full bg-amber-50 px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-amber-800 ring-1 ring-amber-200 ring-inset"
    >
      <Trans comment="Badge on trade figures that include generated demo flows">Demo data</Trans>
    </span>
  );
}

/**
 * Loading, not found, failed with a retry, or the data of one query; data kept from an earlier visit
 * when the request failed (offline) is shown and reported to the page's OfflineCopies.
 */
export function QueryView<T>({
  query,
  children,
  notFound,
}: {
  query: Pick<UseQueryResult<T>, "data" | "dataUpdatedAt" | "error" | "isError" | "refetch">;
  children: (data: T) => ReactNode;
  /** What a 404 means on this page (by default: an HS code outside the nomenclature). */
  notFound?: ReactNode;
}) {
  // Data beside an error is the copy kept from an earlier visit: the page's banner says so.
  useReportOffline(useId(), query.isError && query.data !== undefined ? query.dataUpdatedAt : null);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError && query.error instanceof ApiError && query.error.code === 404) {
    return (
      <p
        role="alert"
        className="rounded-xl bg-white px-6 py-10 text-center text-sm text-slate-600 ring-1 ring-slate-200"
      >
        {notFound ?? <Trans>This HS code is not in the Harmonized System.</Trans>}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-10 text-sm ring-1 ring-slate-200"
      >
        <p className="text-slate-600">
          <Trans>These figures could not be loaded, and there is no offline copy of them yet.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return <div className="h-40 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />;
}
