import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../../lib/format-date.ts";
import { Button } from "../../../components/ui/button.tsx";
import { BuildingIcon, OfflineIcon, SparkIcon, WarningIcon } from "../../../components/ui/icons.ts";

/** Nothing found: says why it may be, and offers the two ways out (keyword mode, fewer filters). */
export function EmptyResult({
  text,
  canUseKeyword,
  hasFilters,
  onKeyword,
  onClearFilters,
}: {
  text: string | undefined;
  canUseKeyword: boolean;
  hasFilters: boolean;
  onKeyword: () => void;
  onClearFilters: () => void;
}) {
  return (
    <div
      className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200"
      data-testid="empty-result"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <BuildingIcon className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">
        {text ? <Trans>No company matches “{text}”</Trans> : <Trans>No company matches these filters</Trans>}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        <Trans>
          Check the spelling, try fewer words, or search in every country. Legal forms such as Ltd or GmbH are not
          needed.
        </Trans>
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {canUseKeyword ? (
          <Button variant="secondary" onClick={onKeyword}>
            <Trans>Find the words anywhere in the name</Trans>
          </Button>
        ) : null}
        {hasFilters ? (
          <Button variant="secondary" onClick={onClearFilters}>
            <Trans>Clear all filters</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function FuzzyNotice({ text }: { text: string }) {
  return (
    <p
      className="flex items-start gap-2.5 rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
      role="status"
    >
      <SparkIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>
        <Trans>No company name matches “{text}” exactly. These are the closest spellings.</Trans>
      </span>
    </p>
  );
}

/** A page that could not be loaded; offline, it is a page that was not saved when seen online. */
export function ErrorResult({ isOffline, onRetry }: { isOffline: boolean; onRetry: () => void }) {
  return (
    <div
      className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200"
      role="alert"
      data-testid="result-error"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-500">
        {isOffline ? <OfflineIcon className="size-6" /> : <WarningIcon className="size-6" />}
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">
        {isOffline ? (
          <Trans>These results were not saved for offline use</Trans>
        ) : (
          <Trans>The search could not be completed</Trans>
        )}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {isOffline ? (
          <Trans>
            Result pages you opened online open again offline. Other searches, filters, sorting and pages need the
            connection.
          </Trans>
        ) : (
          <Trans>Check the connection and try again.</Trans>
        )}
      </p>
      <Button className="mt-5" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** Above a page read from the offline copy: when it was saved, and what needs the connection. */
export function SavedResultsNotice({ savedAt }: { savedAt: number }) {
  const { i18n } = useLingui();
  const time = formatDateTime(savedAt, i18n.locale);
  return (
    <p
      className="flex items-start gap-2.5 rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
      role="status"
      data-testid="saved-results"
    >
      <OfflineIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <span>
        <Trans>
          Saved results from {time}. You are seeing this page as it was then; other filters, sorting and pages need the
          connection.
        </Trans>
      </span>
    </p>
  );
}
