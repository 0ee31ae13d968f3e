import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { HIGHLIGHT_FIGURES, type FinancialHighlights, type PerformanceSummary } from "../../../contract/performance.ts";
import { BarChart } from "../../charts/bar-chart.tsx";
import { Panel, QueryView, ScrollTable } from "../trade-product/index.ts";
import { ConversionNote, DemoBadge, NoStatements, PerformanceControls } from "./controls.tsx";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import type { ExportTable } from "../../lib/table-export.ts";
import { formatDay } from "./format.ts";
import { FIGURE_LABELS, labelOf } from "./labels.ts";
import { periodLabel } from "./period-label.ts";
import type { PerformanceSearch } from "./performance-search.ts";
import { useHighlights, useSummary } from "./queries.ts";
import { NotFound } from "./not-found.tsx";
import { formatCompactMoney } from "../../lib/format-number.ts";

export type TabProps = { companyId: string; search: PerformanceSearch; onSearch: (search: PerformanceSearch) => void };

/** Performance › Financial highlights: the latest figures, their age, and every figure per period. */
export function FinancialHighlightsTab({ companyId, search, onSearch }: TabProps) {
  const { t } = useLingui();
  const highlights = useHighlights(companyId, search);
  const summary = useSummary(companyId, { currency: search.currency });
  return (
    <div className="space-y-4" data-testid="financial-highlights">
      <QueryView query={summary} notFound={<NotFound />}>
        {(data) => <SummaryCard data={data} />}
      </QueryView>
      <Panel
        title={<Trans>Financial highlights</Trans>}
        testId="highlights-panel"
        actions={<PerformanceControls search={search} onSearch={onSearch} shownPeriod={highlights.data?.periodType} />}
      >
        <QueryView query={highlights} notFound={<NotFound />}>
          {(data) => (data.periods.length ? <HighlightsBody data={data} /> : <NoStatements />)}
        </QueryView>
      </Panel>
      <p className="px-1 text-xs text-slate-500">
        {t`Figures as filed with the US SEC (Financial Statement Data Sets), or generated demo statements where marked; conversions use the ECB reference rate at each period end.`}
      </p>
    </div>
  );
}

function SummaryCard({ data }: { data: PerformanceSummary }) {
  const { t, i18n } = useLingui();
  const latest = data.latest;
  if (!latest) return null;
  const tiles = [
    { key: "revenue", value: latest.figures.revenue ?? null },
    { key: "netIncome", value: latest.figures.netIncome ?? null },
    { key: "totalAssets", value: latest.figures.totalAssets ?? null },
    { key: "equity", value: latest.figures.equity ?? null },
  ];
  const end = formatDay(latest.periodEnd, i18n.locale);
  const name = periodLabel(latest, i18n);
  const currency = latest.currency;
  const count = data.statementCount;
  const newest = data.lastPeriodEnd ? formatDay(data.lastPeriodEnd, i18n.locale) : "";
  return (
    <Panel
      title={<Trans>Latest period: {name}</Trans>}
      testId="performance-summary"
      actions={latest.isDemo ? <DemoBadge /> : null}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{labelOf(tile.key, i18n._.bind(i18n))}</dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">
              {formatCompactMoney(tile.value, latest.currency, i18n.locale)}
            </dd>
          </div>
        ))}
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-600">{t`Employees`}</dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">
            {latest.employees === null ? "–" : i18n.number(latest.employees)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        <Trans>
          Period ended {end}, in {currency}.
        </Trans>{" "}
        <Plural value={count} one="# statement loaded." other="# statements loaded." />
      </p>
      {data.isStale && data.lastPeriodEnd ? (
        <p
          role="note"
          data-testid="performance-stale"
          className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900"
        >
          <Trans>These figures are more than two years old: the newest statement loaded ended on {newest}.</Trans>
        </p>
      ) : null}
    </Panel>
  );
}

function HighlightsBody({ data }: { data: FinancialHighlights }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const periods = data.periods;
  const chartPeriods = periods.slice(0, 8).reverse();
  const figureRows = [...HIGHLIGHT_FIGURES];
  const exportTable = (): ExportTable => ({
    headers: [t`Figure`, ...periods.map((p) => p.periodEnd)],
    rows: [
      [t`Currency`, ...periods.map((p) => p.currency)],
      ...figureRows.map((key) => [labelOf(key, i18n._.bind(i18n)), ...periods.map((p) => p.figures[key] ?? null)]),
      [t`Employees`, ...periods.map((p) => p.employees)],
      [t`Source`, ...periods.map((p) => p.source)],
    ],
  });
  const currency = periods[0]!.currency;
  return (
    <div className="space-y-4">
      {data.conversionMissing ? <ConversionNote currency={data.requestedCurrency} /> : null}
      <BarChart
        label={t`Revenue and net income by period`}
        testId="highlights-chart"
        categories={chartPeriods.map((p) => periodLabel(p, i18n))}
        format={(value) => formatCompactMoney(value, currency, locale)}
        series={[
          {
            key: "revenue",
            label: t`Revenue`,
            colour: "#1d4ed8",
            values: chartPeriods.map((p) => p.figures.revenue ?? null),
          },
          {
            key: "netIncome",
            label: t`Net income`,
            colour: "#f59e0b",
            values: chartPeriods.map((p) => p.figures.netIncome ?? null),
          },
        ]}
      />
      <p className="flex flex-wrap items-center gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-blue-700" /> {i18n._(FIGURE_LABELS.revenue!)}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-amber-500" /> {i18n._(FIGURE_LABELS.netIncome!)}
        </span>
        <span className="ml-auto">
          <ExportTableMenu
            table={exportTable}
            fileName={`${data.company.aaaId}-financial-highlights`}
            sheetName={t`Financial highlights by period`}
            testId="highlights-export"
          />
        </span>
      </p>
      <ScrollTable caption={t`Financial highlights by period`} testId="highlights-table">
        <thead className="text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Figure</Trans>
            </th>
            {periods.map((p) => (
              <th key={p.periodEnd} scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">
                <span className="block text-slate-800">{periodLabel(p, i18n)}</span>
                <span className="block">{formatDay(p.periodEnd, locale)}</span>
                <span className="block">{p.currency}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {figureRows.map((key) => (
            <tr key={key}>
              <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap text-slate-700">
                {labelOf(key, i18n._.bind(i18n))}
              </th>
              {periods.map((p) => (
                <td key={p.periodEnd} className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                  {formatCompactMoney(p.figures[key] ?? null, p.currency, locale)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
              <Trans>Employees</Trans>
            </th>
            {periods.map((p) => (
              <td key={p.periodEnd} className="py-2 pr-3 text-right tabular-nums">
                {p.employees === null ? "–" : i18n.number(p.employees)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700">
              <Trans>Filing</Trans>
            </th>
            {periods.map((p) => (
              <td key={p.periodEnd} className="py-2 pr-3 text-right text-xs whitespace-nowrap text-slate-600">
                {p.isDemo ? (
                  <DemoBadge />
                ) : (
                  [p.form, p.filedOn ? formatDay(p.filedOn, locale) : null].filter(Boolean).join(" · ")
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </ScrollTable>
    </div>
  );
}
