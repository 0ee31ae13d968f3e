import { useId, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { RATIOS, type AbilityPerformance, type ObservationItems } from "../../../contract/performance.ts";
import { BarChart } from "../../charts/bar-chart.tsx";
import { cn } from "../../lib/cn.ts";
import { Panel, QueryView, ScrollTable } from "../trade-product/index.ts";
import { ConversionNote, DemoBadge, NoStatements, PerformanceControls } from "./controls.tsx";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import type { ExportTable } from "../../lib/table-export.ts";
import { formatDay, formatRatio } from "./format.ts";
import type { TabProps } from "./highlights-tab.tsx";
import { GROUP_LABELS, labelOf } from "./labels.ts";
import { NotFound } from "./not-found.tsx";
import { periodLabel } from "./period-label.ts";
import { useObservations, useRatios } from "./queries.ts";

/** Performance › Ratio analysis: the five ratio groups per period, one ratio charted, and the observation items. */
export function RatioAnalysisTab({ companyId, search, onSearch }: TabProps) {
  const ratios = useRatios(companyId, search);
  const observations = useObservations(companyId, { currency: search.currency });
  return (
    <div className="space-y-4" data-testid="ratio-analysis">
      <Panel
        title={<Trans>Ratio analysis</Trans>}
        testId="ratios-panel"
        actions={<PerformanceControls search={search} onSearch={onSearch} shownPeriod={ratios.data?.periodType} />}
      >
        <QueryView query={ratios} notFound={<NotFound />}>
          {(data) => (data.periods.length ? <RatiosBody data={data} /> : <NoStatements />)}
        </QueryView>
      </Panel>
      <QueryView query={observations} notFound={<NotFound />}>
        {(data) => (data.period ? <ObservationCard data={data} /> : null)}
      </QueryView>
    </div>
  );
}

function RatiosBody({ data }: { data: AbilityPerformance }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const label = (key: string) => labelOf(key, i18n._.bind(i18n));
  const all = data.groups.flatMap((g) => g.ratios);
  const [charted, setCharted] = useState<string>(RATIOS.profitability[2]);
  const selectId = useId();
  const ratio = all.find((r) => r.key === charted) ?? all[0]!;
  const periods = data.periods;
  const chartPeriods = periods.slice(0, 8).reverse();
  const exportTable = (): ExportTable => ({
    headers: [t`Group`, t`Ratio`, ...periods.map((p) => p.periodEnd)],
    rows: data.groups.flatMap((g) => g.ratios.map((r) => [i18n._(GROUP_LABELS[g.group]!), label(r.key), ...r.values])),
  });
  return (
    <div className="space-y-5">
      {data.conversionMissing ? <ConversionNote currency={data.requestedCurrency} /> : null}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label htmlFor={selectId} className="text-slate-600">
          <Trans>Chart</Trans>
        </label>
        <select
          id={selectId}
          data-testid="ratio-chart-select"
          value={ratio.key}
          onChange={(event) => setCharted(event.target.value)}
          className="rounded-md border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm ring-1 ring-slate-300 ring-inset"
        >
          {all.map((r) => (
            <option key={r.key} value={r.key}>
              {label(r.key)}
            </option>
          ))}
        </select>
        <span className="ml-auto">
          <ExportTableMenu
            table={exportTable}
            fileName={`${data.company.aaaId}-ratios`}
            sheetName={t`Ratio analysis`}
            testId="ratios-export"
          />
        </span>
      </div>
      <BarChart
        label={label(ratio.key)}
        testId="ratio-chart"
        height={160}
        categories={chartPeriods.map((p) => periodLabel(p, i18n))}
        format={(value) => formatRatio(value, ratio.unit, periods[0]!.currency, locale)}
        series={[
          {
            key: ratio.key,
            label: label(ratio.key),
            colour: "#1d4ed8",
            values: chartPeriods.map((p) => ratio.values[periods.indexOf(p)] ?? null),
          },
        ]}
      />
      {data.groups.map((group) => (
        <section key={group.group} data-testid={`ratio-group-${group.group}`}>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">{i18n._(GROUP_LABELS[group.group]!)}</h3>
          <ScrollTable caption={i18n._(GROUP_LABELS[group.group]!)} testId={`ratio-table-${group.group}`}>
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th scope="col" className="w-48 py-2 pr-3 font-medium">
                  <Trans>Ratio</Trans>
                </th>
                {periods.map((p) => (
                  <th key={p.periodEnd} scope="col" className="py-2 pr-3 text-right font-medium whitespace-nowrap">
                    <span className="block text-slate-800">{periodLabel(p, i18n)}</span>
                    <span className="block">{formatDay(p.periodEnd, locale)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {group.ratios.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap text-slate-700">
                    {label(r.key)}
                  </th>
                  {periods.map((p, i) => (
                    <td key={p.periodEnd} className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                      {formatRatio(r.values[i] ?? null, r.unit, p.currency, locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </section>
      ))}
      <p className="text-xs text-slate-500">
        <Trans>
          A dash means an input is missing or its divisor is zero. A quarter's flows are annualised where they meet the
          balance sheet.
        </Trans>
      </p>
      {periods.some((p) => p.isDemo) ? <DemoBadge /> : null}
    </div>
  );
}

function ObservationCard({ data }: { data: ObservationItems }) {
  const { t, i18n } = useLingui();
  const period = data.period!;
  const name = periodLabel(period, i18n);
  const end = formatDay(period.periodEnd, i18n.locale);
  const count = data.watchCount;
  const label = (key: string) => labelOf(key, i18n._.bind(i18n));
  const status = {
    ok: { text: t`Within the limit`, className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
    watch: { text: t`Watch`, className: "bg-red-50 text-red-800 ring-red-200" },
    unknown: { text: t`No figure`, className: "bg-slate-50 text-slate-600 ring-slate-200" },
  } as const;
  return (
    <Panel title={<Trans>Observation items</Trans>} testId="observation-items">
      <p className="mb-3 text-xs text-slate-600">
        <Trans>
          {name}, period ended {end}.
        </Trans>{" "}
        <Plural value={count} _0="Nothing to watch." one="# item to watch." other="# items to watch." />
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {data.items.map((item) => (
          <li
            key={item.key}
            data-testid={`observation-${item.key}`}
            className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm"
          >
            <span className="min-w-0">
              <span className="block text-slate-800">{label(item.key)}</span>
              <span className="block text-xs text-slate-500">
                {item.rule === "atLeast" ? "≥" : "≤"}{" "}
                {formatRatio(item.threshold, item.unit, period.currency, i18n.locale)}
                {" · "}
                {formatRatio(item.value, item.unit, period.currency, i18n.locale)}
              </span>
            </span>
            <span
              className={cn(
                "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
                status[item.status].className,
              )}
            >
              {status[item.status].text}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
