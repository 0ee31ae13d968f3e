import { Trans, useLingui } from "@lingui/react/macro";
import type { ShareholderChartSummary, ShareholderSummary } from "../../../contract/company-profile-ownership.ts";
import { DonutChart, type DonutSlice } from "../../charts/donut-chart.tsx";
import { STAR_PALETTE } from "../../charts/star-chart.tsx";
import { Card, Fact } from "./card.tsx";
import { formatShare } from "./format.ts";

/** Counts (shareholders, levels, UBOs) and the direct shareholders' split as a donut. */
export function OwnershipSummaryCard({
  summary,
  split,
}: {
  summary: ShareholderSummary;
  split: ShareholderChartSummary;
}) {
  const { i18n, t } = useLingui();
  const slices: DonutSlice[] = split.slices.map((s, i) => ({
    key: s.key,
    value: s.share,
    colour: STAR_PALETTE[i % STAR_PALETTE.length] ?? "#1f6fb2",
    tooltip: `${s.name}: ${formatShare({ exact: s.share }, i18n.locale)}`,
  }));
  const undisclosed = split.undisclosed;
  if (undisclosed && undisclosed > 0) {
    slices.push({
      key: "undisclosed",
      value: undisclosed,
      colour: "#e2e8f0",
      tooltip: t`Not disclosed: ${undisclosed}%`,
    });
  }
  const disclosed = summary.disclosedShare === null ? "-" : formatShare({ exact: summary.disclosedShare }, i18n.locale);
  return (
    <Card title={t`Ownership at a glance`} provenance={summary} testId="ownership-summary">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        {slices.length ? (
          <DonutChart
            slices={slices}
            size={168}
            label={t`Direct shareholders' shares`}
            centre={{ value: disclosed, caption: t`disclosed` }}
            testId="shareholder-donut"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-4">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Fact label={t`Direct shareholders`}>
              <span className="text-lg font-semibold">{summary.directCount}</span>
            </Fact>
            <Fact label={t`Owners at all levels`}>
              <span className="text-lg font-semibold">{summary.totalCount}</span>
            </Fact>
            <Fact label={t`Levels`}>
              <span className="text-lg font-semibold">{summary.levels}</span>
            </Fact>
            <Fact label={t`UBOs`}>
              <span className="text-lg font-semibold text-amber-700">{summary.uboCount}</span>
            </Fact>
          </dl>
          {split.slices.length ? (
            <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
              {split.slices.slice(0, 6).map((s, i) => (
                <li key={s.key} className="flex items-center gap-2">
                  <span
                    className="size-2.5 shrink-0 rounded-sm"
                    style={{ background: STAR_PALETTE[i % STAR_PALETTE.length] }}
                  />
                  <span className="min-w-0 flex-1 truncate text-slate-700">{s.name}</span>
                  <span className="font-medium text-slate-900 tabular-nums">
                    {formatShare({ exact: s.share }, i18n.locale)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {split.rangedCount > 0 ? (
            <p className="text-xs text-slate-500">
              <Trans>Holdings given only as a range are not in the chart.</Trans>
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
