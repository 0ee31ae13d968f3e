import { Trans, useLingui } from "@lingui/react/macro";
import type { PeerStat } from "../../../contract/market.ts";
import { ScrollTable } from "../trade-product/index.ts";
import { METRIC_LABELS } from "./labels.ts";
import { num } from "./parts.tsx";

/** The subject's value of each metric against its peers: median, mean, top and bottom 10 %, percentile. */
export function PeerStatsTable({
  rows,
  caption,
  testId,
}: {
  rows: readonly PeerStat[];
  caption: string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const show = (value: number | null, unit: PeerStat["unit"]) =>
    value === null
      ? "–"
      : unit === "percent"
        ? `${num(value, locale, 1)} %`
        : num(value, locale, unit === "score" ? 0 : 2);
  return (
    <ScrollTable
      caption={caption}
      testId={testId}
      exportAs={{
        table: () => {
          // Percentages as percentages, scores and ratios as numbers, as the table shows them.
          const value = (v: number | null, unit: PeerStat["unit"]) =>
            v === null ? null : unit === "percent" ? { percent: v / 100 } : v;
          return {
            headers: [
              t`Metric`,
              t`This company`,
              t`Peer median`,
              t`Bottom 10 %`,
              t`Top 10 %`,
              t`Peers lower`,
              t`Peers`,
            ],
            rows: rows.map((row) => [
              METRIC_LABELS[row.metric] ? i18n._(METRIC_LABELS[row.metric]!) : row.metric,
              value(row.subject, row.unit),
              value(row.median, row.unit),
              value(row.bottomDecile, row.unit),
              value(row.topDecile, row.unit),
              row.percentile === null ? null : { percent: row.percentile / 100 },
              row.count,
            ]),
          };
        },
      }}
    >
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Metric</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>This company</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Peer median</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Bottom 10 %</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Top 10 %</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Peers lower</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            <Trans>Peers</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.metric}
            className="border-b border-slate-100 whitespace-nowrap"
            data-testid={`market-metric-${row.metric}`}
          >
            <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
              {METRIC_LABELS[row.metric] ? i18n._(METRIC_LABELS[row.metric]!) : row.metric}
            </th>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{show(row.subject, row.unit)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{show(row.median, row.unit)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{show(row.bottomDecile, row.unit)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{show(row.topDecile, row.unit)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {row.percentile === null ? "–" : `${num(row.percentile, locale, 1)} %`}
            </td>
            <td className="py-2 text-right tabular-nums">{row.count}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
