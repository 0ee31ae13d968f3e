import { Trans, useLingui } from "@lingui/react/macro";
import type { IndustryComparison, PeerFinancials } from "../../../contract/performance.ts";
import { cn } from "../../lib/cn.ts";
import { Panel, QueryView, ScrollTable } from "../trade-product/index.ts";
import { DemoBadge, PerformanceControls } from "./controls.tsx";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import { asDay, type ExportTable } from "../../lib/table-export.ts";
import { formatDay, formatRatio } from "./format.ts";
import type { TabProps } from "./highlights-tab.tsx";
import { FIGURE_LABELS, labelOf, RATIO_LABELS, SIZE_BAND_LABELS, STANDING_LABELS } from "./labels.ts";
import { NotFound } from "./not-found.tsx";
import { usePeers, useNorms } from "./queries.ts";
import { RangeMarker } from "./range-marker.tsx";
import { formatCompactMoney } from "../../lib/format-number.ts";

/** Performance › Industry norms: the company against its industry x country x size band, and its peers. */
export function IndustryNormsTab({ companyId, search, onSearch }: TabProps) {
  const norms = useNorms(companyId);
  const peers = usePeers(companyId, search);
  return (
    <div className="space-y-4" data-testid="industry-norms">
      <Panel title={<Trans>Industry norms</Trans>} testId="norms-panel">
        <QueryView query={norms} notFound={<NotFound />}>
          {(data) => <NormsBody data={data} />}
        </QueryView>
      </Panel>
      <Panel
        title={<Trans>Peers' latest figures</Trans>}
        testId="peers-panel"
        actions={<PerformanceControls search={search} onSearch={onSearch} withPeriod={false} />}
      >
        <QueryView query={peers} notFound={<NotFound />}>
          {(data) => <PeersTable data={data} />}
        </QueryView>
      </Panel>
    </div>
  );
}

function NormsBody({ data }: { data: IndustryComparison }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const cell = data.cell;
  if (!cell) {
    return (
      <p className="text-sm text-slate-600" data-testid="norms-empty">
        <Trans>
          No industry norm covers this company: norms need a full-year statement and at least three companies of the
          same industry and country.
        </Trans>
      </p>
    );
  }
  const currency = data.currency ?? "USD";
  const label = (key: string) => labelOf(key, i18n._.bind(i18n));
  const industry = `${cell.industryScheme.toUpperCase()} ${cell.industryCode}${cell.industryName ? ` – ${cell.industryName}` : ""}`;
  const country =
    new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" }).of(cell.countryCode) ??
    cell.countryCode;
  const band = i18n._(SIZE_BAND_LABELS[cell.sizeBand]!);
  const year = cell.year;
  const exportTable = (): ExportTable => ({
    headers: [
      t`Metric`,
      t`Companies`,
      t`Average`,
      t`Median`,
      t`Top 10 %`,
      t`Bottom 10 %`,
      t`This company`,
      t`Standing`,
    ],
    rows: data.metrics.map((m) => [
      label(m.metric),
      m.companyCount,
      m.average,
      m.median,
      m.topDecile,
      m.bottomDecile,
      m.value,
      m.standing ? i18n._(STANDING_LABELS[m.standing]!) : null,
    ]),
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm text-slate-700" data-testid="norms-cell">
          <Trans>
            {industry} in {country}, fiscal year {year}, size: {band}.
          </Trans>{" "}
          {cell.companySizeBand && cell.companySizeBand !== cell.sizeBand ? (
            <Trans>Too few companies of this company's size: compared with every size.</Trans>
          ) : null}
        </p>
        <span className="flex items-center gap-2">
          {cell.isDemo ? <DemoBadge /> : null}
          <ExportTableMenu
            table={exportTable}
            fileName={`${data.company.aaaId}-industry-norms`}
            sheetName={t`Industry norms and this company`}
            testId="norms-export"
          />
        </span>
      </div>
      <ScrollTable caption={t`Industry norms and this company`} testId="norms-table">
        <thead className="text-left text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Metric</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>Companies</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>Bottom 10 %</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>Median</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>Average</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>Top 10 %</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>This company</Trans>
            </th>
            <th scope="col" className="py-2 font-medium">
              <Trans>Standing</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.metrics.map((m) => {
            const f = (v: number | null) => formatRatio(v, m.unit, currency, locale);
            const name = label(m.metric);
            return (
              <tr key={m.metric} data-testid={`norm-${m.metric}`}>
                <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap text-slate-700">
                  {label(m.metric)}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{i18n.number(m.companyCount)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{f(m.bottomDecile)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{f(m.median)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{f(m.average)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{f(m.topDecile)}</td>
                <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">{f(m.value)}</td>
                <td className="py-2 whitespace-nowrap">
                  <span className="flex items-center gap-2">
                    <RangeMarker
                      bottom={m.bottomDecile}
                      median={m.median}
                      top={m.topDecile}
                      value={m.value}
                      label={t`${name}: this company against the 10th, 50th and 90th percentiles`}
                    />
                    <span
                      className={cn(
                        "text-xs",
                        m.standing === "bottom10" || m.standing === "top10" ? "font-semibold" : "",
                      )}
                    >
                      {m.standing ? i18n._(STANDING_LABELS[m.standing]!) : "–"}
                    </span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      <p className="text-xs text-slate-500">
        <Trans>
          Highest and lowest 10 % are the values at the 90th and 10th percentiles; a high value is not always the better
          one (debt ratio). Revenue in {currency}.
        </Trans>
      </p>
    </div>
  );
}

function PeersTable({ data }: { data: PeerFinancials }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  if (data.list.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No company of the same industry and country has a full-year statement loaded.</Trans>
      </p>
    );
  return (
    <ScrollTable
      caption={t`Peers' latest figures`}
      testId="peers-table"
      exportAs={{
        fileName: `${data.list.find((peer) => peer.isSubject)?.companyId ?? "industry"}-peers`,
        table: () => ({
          headers: [
            t`Company`,
            t`Period end`,
            i18n._(FIGURE_LABELS.revenue!),
            i18n._(FIGURE_LABELS.netIncome!),
            i18n._(RATIO_LABELS.netMargin!),
            i18n._(FIGURE_LABELS.totalAssets!),
            t`Currency`,
          ],
          rows: data.list.map((peer) => [
            peer.name,
            asDay(peer.periodEnd),
            peer.revenue,
            peer.netIncome,
            peer.netMargin === null ? null : { percent: peer.netMargin / 100 },
            peer.totalAssets,
            peer.currency,
          ]),
        }),
      }}
    >
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Company</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Period end</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {i18n._(FIGURE_LABELS.revenue!)}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {i18n._(FIGURE_LABELS.netIncome!)}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {i18n._(RATIO_LABELS.netMargin!)}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {i18n._(FIGURE_LABELS.totalAssets!)}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {data.list.map((peer) => (
          <tr key={peer.companyId} className={peer.isSubject ? "bg-brand-50/50 font-medium" : undefined}>
            <td className="max-w-56 truncate py-2 pr-3">
              {peer.name} {peer.isDemo ? <DemoBadge /> : null}
            </td>
            <td className="py-2 pr-3 whitespace-nowrap">{formatDay(peer.periodEnd, locale)}</td>
            <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
              {formatCompactMoney(peer.revenue, peer.currency, locale)}
            </td>
            <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
              {formatCompactMoney(peer.netIncome, peer.currency, locale)}
            </td>
            <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
              {formatRatio(peer.netMargin, "percent", peer.currency, locale)}
            </td>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">
              {formatCompactMoney(peer.totalAssets, peer.currency, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
