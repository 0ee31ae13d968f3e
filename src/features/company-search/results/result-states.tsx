import { Trans } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button.tsx";
import { BuildingIcon, SparkIcon, WarningIcon } from "../search-icons.ts";

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

export function ErrorResult({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200"
      role="alert"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-500">
        <WarningIcon className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">
        <Trans>The search could not be completed</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Check the connection and try again.</Trans>
      </p>
      <Button className="mt-5" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
