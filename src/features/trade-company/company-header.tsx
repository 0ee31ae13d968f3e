import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { Link } from "@tanstack/react-router";
import type { CompanyTrends } from "../../../contract/trade-company.ts";
import { countryName, formatUsd } from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { formatQuantity } from "./figures.ts";

/** Who the company is, its import and export totals over the whole period, and where they come from. */
export function CompanyHeader({ trends }: { trends: CompanyTrends }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { company } = trends;
  const from = trends.firstDate ?? "–";
  const to = trends.lastDate ?? "–";
  const totals = [
    { key: "import", label: <Trans>Imports</Trans>, figures: trends.imports },
    { key: "export", label: <Trans>Exports</Trans>, figures: trends.exports },
  ];
  return (
    <header className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-slate-900" data-testid="company-trade-name">
            {company.name}
          </h1>
          <p className="text-sm text-slate-500">
            {company.aaaId}
            {company.countryCode ? ` · ${countryName(company.countryCode, locale)}` : ""} ·{" "}
            <Trans>
              Records from {from} to {to}
            </Trans>
          </p>
        </div>
        <Link
          to="/index/company/detals/$id/background/snapshot"
          params={{ id: company.aaaId }}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          <Trans>Company profile</Trans>
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {totals.map(({ key, label, figures }) => (
          <div key={key} className="rounded-lg bg-slate-50 px-3 py-2" data-testid={`company-total-${key}`}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900 tabular-nums">
              <RecordCount count={figures.records} />
            </dd>
            <dd className="text-xs text-slate-600 tabular-nums">
              {figures.value !== null ? formatUsd(figures.value, locale) : null}
              {figures.value !== null && figures.quantity !== null ? " · " : null}
              {figures.quantity !== null ? formatQuantity(figures.quantity, figures.quantityUnit, locale) : null}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <SourceList sources={trends.sources} />
      </div>
    </header>
  );
}

function RecordCount({ count }: { count: number }) {
  return <>{plural(count, { one: "# record", other: "# records" })}</>;
}
