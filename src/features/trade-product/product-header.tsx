import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ProductProfile } from "../../../contract/trade-product.ts";
import { countryName, formatPercent, formatUsd } from "./format.ts";
import { DemoLabel } from "./panel.tsx";

/** The product's code and description, its world trade in the latest year, and where the figures come from. */
export function ProductHeader({ profile }: { profile: ProductProfile }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const top = profile.topExporters[0];
  const year = profile.year ?? "";
  return (
    <header className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid="product-header">
      {profile.parent ? (
        <p className="mb-1 text-xs text-slate-500">
          <Link
            to="/index/TradeProduct/TradeDetail/$id/tradeMap/map"
            params={{ id: profile.parent.hsCode }}
            className="hover:underline"
          >
            <span className="font-mono">{profile.parent.hsCode}</span>{" "}
            <span lang="en">{profile.parent.hsCodeDescription}</span>
          </Link>
        </p>
      ) : null}
      <h1 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg font-semibold text-slate-900 sm:text-xl">
        <span className="rounded bg-brand-50 px-2 py-0.5 font-mono text-brand-800" data-testid="product-code">
          {profile.hsCode}
        </span>
        <span lang="en">{profile.hsCodeDescription}</span>
      </h1>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label={<Trans>World trade {year}</Trans>} value={formatUsd(profile.worldValue, locale)} />
        <Figure label={<Trans>Change on the year before</Trans>} value={formatPercent(profile.growth, locale, true)} />
        <Figure label={<Trans>Exporting countries</Trans>} value={String(profile.origins)} />
        <Figure label={<Trans>Top exporter</Trans>} value={top ? countryName(top.countryCode, locale) : "–"} />
      </dl>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-xs text-slate-500" data-testid="product-sources">
        {profile.sources.length ? <Trans>Sources:</Trans> : <Trans>No trade is recorded for this product.</Trans>}
        {profile.sources.map((s) =>
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

function Figure({ label, value }: { label: React.ReactNode; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
