import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_PAGE } from "../../../../contract/company-search.ts";
import { cn } from "../../../lib/cn.ts";
import { formatCount } from "../format.ts";
import { pageWindow } from "./page-window.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/ui/icons.ts";

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The total counts the first matches only: there are at least that many. */
  totalIsLowerBound: boolean;
  onPage: (page: number) => void;
};

export function Pagination({ page, pageSize, total, totalIsLowerBound, onPage }: PaginationProps) {
  const { t, i18n } = useLingui();
  const pages = Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / pageSize)));
  const from = formatCount(total === 0 ? 0 : (page - 1) * pageSize + 1, i18n.locale);
  const to = formatCount(Math.min(total, page * pageSize), i18n.locale);
  const all = formatCount(total, i18n.locale);
  const button = cn(
    "inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
  );
  return (
    <nav
      aria-label={t`Pages of the result`}
      className="flex flex-col items-center justify-between gap-3 py-2 sm:flex-row"
    >
      <p className="text-sm text-slate-600">
        {totalIsLowerBound ? (
          <Trans>
            Showing {from}–{to} of at least {all}
          </Trans>
        ) : (
          <Trans>
            Showing {from}–{to} of {all}
          </Trans>
        )}
      </p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t`Previous page`}
          className={cn(button, "text-slate-600 hover:bg-slate-100 disabled:opacity-40")}
        >
          <ChevronLeftIcon className="size-4" />
        </button>
        {pageWindow(page, pages).map((entry, index) =>
          entry === "gap" ? (
            <span key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden="true">
              …
            </span>
          ) : (
            <PageButton
              key={entry}
              page={entry}
              isCurrent={entry === page}
              onPage={onPage}
              className={cn(button, entry === page ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100")}
            />
          ),
        )}
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t`Next page`}
          className={cn(button, "text-slate-600 hover:bg-slate-100 disabled:opacity-40")}
        >
          <ChevronRightIcon className="size-4" />
        </button>
      </div>
    </nav>
  );
}

/** A page number; its name says the number as it is shown ("Page 1,000" for "1,000"). */
function PageButton(props: { page: number; isCurrent: boolean; onPage: (page: number) => void; className: string }) {
  const { t, i18n } = useLingui();
  const entry = formatCount(props.page, i18n.locale);
  return (
    <button
      type="button"
      onClick={() => props.onPage(props.page)}
      aria-current={props.isCurrent ? "page" : undefined}
      aria-label={t`Page ${entry}`}
      className={props.className}
    >
      {entry}
    </button>
  );
}
