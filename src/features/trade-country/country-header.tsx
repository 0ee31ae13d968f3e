import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CountryTradeData } from "../../../contract/trade-country.ts";
import { DemoLabel, countryName, formatPercent, formatUsd } from "../trade-product/index.ts";

/** The country's name, its trade in the latest year, and where the figures come from. */
export function CountryHeader({ trade }: { trade: CountryTradeData }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const year = trade.year ?? "";
  return (
    <header className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid="country-header">
      <h1 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg font-semibold text-slate-900 sm:text-xl">
        <span className="rounded bg-brand-50 px-2 py-0.5 font-mono text-brand-800" data-testid="country-code">
          {trade.countryCode}
        </span>
        <span>{countryName(trade.countryCode, locale)}</span>
      </h1>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label={<Trans>Exports {year}</Trans>} value={formatUsd(trade.exports, locale)} />
        <Figure label={<Trans>Imports {year}</Trans>} value={formatUsd(trade.imports, locale)} />
        <Figure label={<Trans>Trade balance</Trans>} value={formatUsd(trade.balance, locale)} />
        <Figure
          label={<Trans>Exports: change on the year before</Trans>}
          value={formatPercent(trade.exportsGrowth, locale, true)}
        />
      </dl>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-xs text-slate-500" data-testid="country-sources">
        {trade.sources.length ? <Trans>Sources:</Trans> : <Trans>No trade is recorded for this country.</Trans>}
        {trade.sources.map((s) =>
          s.isDemo ? (
            <DemoLabel key={s.source} />
          ) : (
            <span key={s.source} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700">
              {s.source}
            </span>
          ),
        )}
      </p>
    </header>
  );
}

export function Figure({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
