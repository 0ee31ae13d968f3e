import { Trans, useLingui } from "@lingui/react/macro";
import type { CreditYear } from "../../../contract/credit.ts";
import { RatingHistoryChart } from "../../charts/rating-history-chart.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { Panel, ScrollTable } from "../trade-product/index.ts";
import { asDay } from "../../lib/table-export.ts";
import { formatPd, formatRatio } from "./format.ts";

/** One opinion per fiscal year: the local score as a line (rating above each point), then a table. */
export function CreditHistory({ history }: { history: readonly CreditYear[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const unrated = t({ message: "n/a", comment: "Chart label of a year without a rating (insufficient data)" });
  const points = history.map((y) => ({ year: y.year, score: y.localCreditScore, label: y.creditRating ?? unrated }));
  return (
    <Panel title={<Trans>Rating history</Trans>} testId="credit-history">
      <div className="space-y-3">
        <RatingHistoryChart points={points} label={t`Local credit score by fiscal year`} />
        <ScrollTable
          caption={t`Credit opinion by fiscal year`}
          testId="credit-history-table"
          exportAs={{
            table: () => ({
              headers: [
                t`Fiscal year`,
                t`Rating`,
                t({ context: "credit score", message: "Score" }),
                t`PD`,
                t`Z″`,
                t`Balance sheet`,
              ],
              rows: [...history]
                .reverse()
                .map((y) =>
                  y.status === "rated"
                    ? [
                        y.year,
                        y.creditRating,
                        y.localCreditScore,
                        y.probabilityOfDefault === null ? null : { percent: y.probabilityOfDefault / 100 },
                        y.zScore,
                        asDay(y.periodEnd),
                      ]
                    : [y.year, t`Insufficient data`, null, null, null, asDay(y.periodEnd)],
                ),
            }),
          }}
        >
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Fiscal year</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Rating</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans context="credit score">Score</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans comment="Probability of default, abbreviated column heading">PD</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans comment="Altman's Z-double-prime score, column heading">Z″</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <Trans>Balance sheet</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...history].reverse().map((y) => (
              <tr key={y.year} className="border-b border-slate-100 whitespace-nowrap">
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                  {y.year}
                </th>
                {y.status === "rated" ? (
                  <>
                    <td className="py-2 pr-3 font-semibold">{y.creditRating}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{y.localCreditScore}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatPd(y.probabilityOfDefault, locale)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatRatio(y.zScore, locale)}</td>
                  </>
                ) : (
                  <td colSpan={4} className="py-2 pr-3 text-slate-600">
                    <Trans>Insufficient data</Trans>
                  </td>
                )}
                <td className="py-2 text-slate-600">{formatDate(y.periodEnd, locale)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
    </Panel>
  );
}
