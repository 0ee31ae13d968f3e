import { Trans, useLingui } from "@lingui/react/macro";
import type { IndustryStatistics } from "../../../contract/market.ts";
import { SIZE_BAND_LABELS } from "../company-performance/index.ts";
import { countryName, ScrollTable } from "../trade-product/index.ts";
import { DIMENSION_LABELS, STATUS_LABELS } from "./labels.ts";
import { CellLine, Figure, MarketPanel, num } from "./parts.tsx";
import { useIndustryStatistics, useQuantity, useRatingCard } from "./queries.ts";

/** Industry statistics (marketAnalysis/industryStatistics): the industry rating card and the comparison by attribute. */
export function IndustryStatisticsTab({ companyId }: { companyId: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const card = useRatingCard(companyId);
  const quantity = useQuantity(companyId);
  const percent = (value: number | null) => (value === null ? "–" : `${num(value, locale, 1)} %`);
  return (
    <div className="space-y-4" data-testid="industry-statistics">
      <MarketPanel title={<Trans>Industry rating card</Trans>} query={card} testId="market-card">
        {(data) => {
          const share = percent(data.cashFlowPositiveShare);
          return (
            <div className="space-y-3">
              <CellLine cell={data.cell} />
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
                <Figure label={<Trans>Number of companies</Trans>} value={data.companies} testId="card-companies" />
                <Figure label={<Trans>Median rating</Trans>} value={data.rating ?? "–"} testId="card-rating" />
                <Figure
                  label={<Trans>Profitability (net margin)</Trans>}
                  value={percent(data.profitability)}
                  testId="card-profitability"
                />
                <Figure label={<Trans>Growth (revenue)</Trans>} value={percent(data.growth)} testId="card-growth" />
                <Figure
                  label={<Trans>Financial structure (equity ratio)</Trans>}
                  value={percent(data.financialStructure)}
                  testId="card-structure"
                />
                <Figure
                  label={<Trans>Repaying (current ratio)</Trans>}
                  value={num(data.repaying, locale)}
                  testId="card-repaying"
                />
              </dl>
              <p className="text-sm text-slate-700" data-testid="card-cash-flow">
                <Trans>
                  Cash flow status: {share} of the peers reporting an operating cash flow have one of zero or more.
                </Trans>
              </p>
              <p className="text-xs text-slate-600">
                <Trans>Medians of the peers' latest rated fiscal year.</Trans>
              </p>
            </div>
          );
        }}
      </MarketPanel>
      <StatisticsPanel companyId={companyId} />
      <MarketPanel title={<Trans>Analysis coverage</Trans>} query={quantity} testId="market-quantity">
        {(data) => {
          const { inCell, inIndustry, inCountry } = data;
          const years = data.years.join(", ");
          return (
            <p className="text-sm text-slate-700">
              <Trans>
                {inCell} rated peers in the size band, {inIndustry} in the industry and {inCountry} in the country;
                rated fiscal years of the industry: {years}.
              </Trans>
            </p>
          );
        }}
      </MarketPanel>
    </div>
  );
}

function StatisticsPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const statistics = useIndustryStatistics(companyId);
  const valueOf = (row: IndustryStatistics["rows"][number], data: IndustryStatistics) => {
    if (row.value === null) return "–";
    if (row.dimension === "country") return countryName(row.value, i18n.locale);
    if (row.dimension === "industry")
      return `${row.value}${data.cell?.industryName ? ` ${data.cell.industryName}` : ""}`;
    if (row.dimension === "size") return i18n._(SIZE_BAND_LABELS[row.value]!);
    if (row.dimension === "status" && STATUS_LABELS[row.value]) return i18n._(STATUS_LABELS[row.value]!);
    return row.value;
  };
  return (
    <MarketPanel title={<Trans>Industry statistics comparison</Trans>} query={statistics} testId="market-statistics">
      {(data) => (
        <ScrollTable
          caption={t`Rated companies sharing each of this company's attributes`}
          testId="market-statistics-table"
          exportAs={{
            table: () => ({
              headers: [t`Compared by`, t`This company`, t`Companies`, t`Average score`, t`Median rating`],
              rows: data.rows.map((row) => [
                i18n._(DIMENSION_LABELS[row.dimension]!),
                row.value === null ? null : valueOf(row, data),
                row.companies,
                row.averageScore,
                row.medianRating,
              ]),
            }),
          }}
        >
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Compared by</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>This company</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans>Companies</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans>Average score</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Median rating</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr
                key={row.dimension}
                className="border-b border-slate-100 whitespace-nowrap"
                data-testid={`statistics-${row.dimension}`}
              >
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                  {i18n._(DIMENSION_LABELS[row.dimension]!)}
                </th>
                <td className="py-2 pr-3">{valueOf(row, data)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.companies}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{num(row.averageScore, i18n.locale, 1)}</td>
                <td className="py-2 text-right font-semibold">{row.medianRating ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </MarketPanel>
  );
}
