import { Trans, useLingui } from "@lingui/react/macro";
import type { AttributeComparison } from "../../../contract/market.ts";
import { SIZE_BAND_LABELS } from "../company-performance/index.ts";
import { ScrollTable } from "../trade-product/index.ts";
import { ATTRIBUTE_LABELS, NATURE_LABELS, STATUS_LABELS } from "./labels.ts";
import { CellLine, Figure, GradeGroupsTable, MarketPanel, num } from "./parts.tsx";
import { PeerStatsTable } from "./peer-stats-table.tsx";
import { RankedTable } from "./rating-analysis-tab.tsx";
import {
  useAttributes,
  useBlockList,
  useByIndustry,
  useFinancialRatios,
  useOverview,
  usePerformanceComparison,
} from "./queries.ts";

/** Competitive analysis (marketAnalysis/competitiveAnalysis): market position and performance comparison ratios. */
export function CompetitiveAnalysisTab({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const overview = useOverview(companyId);
  const block = useBlockList(companyId);
  const performance = usePerformanceComparison(companyId);
  const ratios = useFinancialRatios(companyId);
  const industries = useByIndustry(companyId);
  return (
    <div className="space-y-4" data-testid="competitive-analysis">
      <MarketPanel title={<Trans>Peer overview</Trans>} query={overview} testId="market-overview">
        {(data) => (
          <div className="space-y-3">
            <CellLine cell={data.cell} />
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Figure label={<Trans>Rated peers</Trans>} value={data.rated} testId="market-rated" />
              <Figure
                label={<Trans>Real and demo companies</Trans>}
                value={`${data.realCount} / ${data.demoCount}`}
                testId="market-real-demo"
              />
              <Figure
                label={<Trans>Investment grade (BBB or better)</Trans>}
                value={`${num(data.investmentGradeShare, locale, 1)} %`}
                testId="market-investment"
              />
              <Figure
                label={<Trans>Median Z″-score</Trans>}
                value={num(data.medianZScore, locale)}
                testId="market-median-z"
              />
            </dl>
          </div>
        )}
      </MarketPanel>
      <MarketPanel title={<Trans>Nearest competitors</Trans>} query={block} testId="market-block">
        {(data) => <RankedTable list={data.list} caption={t`The peers ranked next to this company`} locale={locale} />}
      </MarketPanel>
      <MarketPanel title={<Trans>Performance comparison</Trans>} query={performance} testId="market-performance">
        {(data) => (
          <PeerStatsTable
            rows={data.rows}
            caption={t`This company's ratios against its peers`}
            testId="market-performance-table"
          />
        )}
      </MarketPanel>
      <MarketPanel title={<Trans>Credit model ratios</Trans>} query={ratios} testId="market-ratios">
        {(data) => (
          <PeerStatsTable
            rows={data.rows}
            caption={t`Altman's ratios against the peers'`}
            testId="market-ratios-table"
          />
        )}
      </MarketPanel>
      <AttributesPanel companyId={companyId} />
      <MarketPanel title={<Trans>Industries of the country</Trans>} query={industries} testId="market-industries">
        {(data) => (
          <GradeGroupsTable
            groups={data.groups}
            caption={t`Companies by rating and industry in the country`}
            keyHeading={t`Industry`}
            keyLabel={(g) => `${g.key}${g.label ? ` ${g.label}` : ""}`}
            testId="market-industries-table"
          />
        )}
      </MarketPanel>
    </div>
  );
}

function AttributesPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const attributes = useAttributes(companyId);
  const valueOf = (row: AttributeComparison["rows"][number]) => {
    if (row.value === null) return "–";
    const labels = { nature: NATURE_LABELS, status: STATUS_LABELS, sizeBand: SIZE_BAND_LABELS }[
      row.attribute as string
    ];
    const descriptor = labels?.[row.value];
    return descriptor ? i18n._(descriptor) : row.value;
  };
  return (
    <MarketPanel title={<Trans>Attributes</Trans>} query={attributes} testId="market-attributes">
      {(data) => (
        <ScrollTable
          caption={t`How many peers of the industry share this company's attributes`}
          testId="market-attributes-table"
          exportAs={{
            table: () => ({
              headers: [t`Attribute`, t`This company`, t`Peers sharing it`, t`Peers`],
              rows: data.rows.map((row) => [
                i18n._(ATTRIBUTE_LABELS[row.attribute]!),
                row.value === null ? null : valueOf(row),
                row.sharing,
                row.total,
              ]),
            }),
          }}
        >
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Attribute</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>This company</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Peers sharing it</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.attribute} className="border-b border-slate-100 whitespace-nowrap">
                <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
                  {i18n._(ATTRIBUTE_LABELS[row.attribute]!)}
                </th>
                <td className="py-2 pr-3">{valueOf(row)}</td>
                <td className="py-2 text-right tabular-nums">
                  {row.sharing} / {row.total}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </MarketPanel>
  );
}
