import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { CURRENCIES, type PerformanceSearch } from "./performance-search.ts";

const SELECT = cn(
  "rounded-md border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500",
);

type ControlsProps = {
  search: PerformanceSearch;
  onSearch: (search: PerformanceSearch) => void;
  /** Whether to offer full years or quarters (the norms compare full years only). */
  withPeriod?: boolean;
  /** The period type the shown figures have (the server picks quarters when no full year is loaded). */
  shownPeriod?: "annual" | "quarterly" | undefined;
};

/** The currency money is shown in, and full years or quarters; both kept in the URL. */
export function PerformanceControls({ search, onSearch, withPeriod = true, shownPeriod }: ControlsProps) {
  const { t } = useLingui();
  const currencyId = useId();
  const periodId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="flex items-center gap-2">
        <label htmlFor={currencyId} className="text-slate-600">
          <Trans>Currency</Trans>
        </label>
        <select
          id={currencyId}
          data-testid="performance-currency"
          value={search.currency ?? ""}
          onChange={(event) => onSearch({ ...search, currency: event.target.value || undefined })}
          className={SELECT}
        >
          <option value="">{t`As reported`}</option>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </span>
      {withPeriod ? (
        <span className="flex items-center gap-2">
          <label htmlFor={periodId} className="text-slate-600">
            <Trans>Periods</Trans>
          </label>
          <select
            id={periodId}
            data-testid="performance-period"
            value={search.period ?? shownPeriod ?? "annual"}
            onChange={(event) =>
              onSearch({ ...search, period: event.target.value === "quarterly" ? "quarterly" : "annual" })
            }
            className={SELECT}
          >
            <option value="annual">{t`Full years`}</option>
            <option value="quarterly">{t`Quarters`}</option>
          </select>
        </span>
      ) : null}
    </div>
  );
}

/** Marks figures from generated demo statements. */
export function DemoBadge() {
  const { t } = useLingui();
  return (
    <span
      title={t`Generated demonstration statements, not a real company's filings`}
      data-testid="performance-demo"
      className="inline-flex shrink-0 items-center rounded-full bg-amber-50 px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-amber-800 ring-1 ring-amber-200 ring-inset"
    >
      <Trans comment="Badge on financial figures from generated demo statements">Demo data</Trans>
    </span>
  );
}

/** Says that a conversion was asked for but some periods had no exchange rate. */
export function ConversionNote({ currency }: { currency: string | null }) {
  if (!currency) return null;
  return (
    <p role="note" data-testid="conversion-missing" className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
      <Trans>
        No exchange rate to {currency} is loaded for some periods: those periods stay in the currency the company
        reports in.
      </Trans>
    </p>
  );
}

/** No statement loaded for the company: said plainly, never filled in. */
export function NoStatements() {
  return (
    <p className="text-sm text-slate-600" data-testid="performance-empty">
      <Trans>No financial statements are loaded for this company.</Trans>
    </p>
  );
}
