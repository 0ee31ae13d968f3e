import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RankedCompany } from "../../../contract/market.ts";
import { BarChart } from "../../charts/bar-chart.tsx";
import { DemoBadge, SIZE_BAND_LABELS } from "../company-performance/index.ts";
import { collectPages, type ExportTable } from "../../lib/table-export.ts";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import { marketEndpoints } from "../../../contract/market.endpoints.ts";
import { call } from "../../lib/api-client.ts";
import { countryName, ScrollTable } from "../trade-product/index.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../../components/ui/button.tsx";
import { NATURE_LABELS } from "./labels.ts";
import { CellLine, Figure, GradeGroupsTable, MarketPanel, num } from "./parts.tsx";
import {
  useByArea,
  useByNature,
  useBySize,
  useDistribution,
  useHistory,
  usePosition,
  useRanking,
  useRatingNorms,
} from "./queries.ts";

/** Rating analysis (marketAnalysis/ratingAnalysis): the company's grade among its peers, from the credit model. */
export function RatingAnalysisTab({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const position = usePosition(companyId);
  const distributionLabel = (counts: readonly { rating: string; count: number }[]) => {
    const grades = counts.map((c) => `${c.rating} ${c.count}`).join(", ");
    return t`Peers by rating: ${grades}`;
  };
  const distribution = useDistribution(companyId);
  return (
    <div className="space-y-4" data-testid="rating-analysis">
      <MarketPanel title={<Trans>Market position</Trans>} query={position} testId="market-position">
        {(data) => (
          <div className="space-y-3">
            <CellLine cell={data.cell} />
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Figure label={<Trans>Rating</Trans>} value={data.subject?.rating ?? "–"} testId="market-rating" />
              <Figure
                label={<Trans>Rank among peers</Trans>}
                value={<RankOf rank={data.rank} total={data.total} />}
                testId="market-rank"
              />
              <Figure
                label={<Trans>Peers scoring lower</Trans>}
                value={`${num(data.percentile, locale, 1)} %`}
                testId="market-percentile"
              />
              <Figure
                label={<Trans>Median grade of peers</Trans>}
                value={data.medianRating ?? "–"}
                testId="market-median"
              />
            </dl>
          </div>
        )}
      </MarketPanel>
      <MarketPanel title={<Trans>Rating distribution</Trans>} query={distribution} testId="market-distribution">
        {(data) => (
          <BarChart
            categories={data.counts.map((c) => c.rating)}
            series={[{ key: "count", label: t`Companies`, colour: "#1f6fb2", values: data.counts.map((c) => c.count) }]}
            label={distributionLabel(data.counts)}
            format={(v) => num(v, locale, 0)}
            testId="market-distribution-chart"
          />
        )}
      </MarketPanel>
      <RankingPanel companyId={companyId} />
      <GroupsPanels companyId={companyId} />
      <NormsPanel companyId={companyId} />
      <p className="px-1 text-xs text-slate-600">
        <Trans>
          Every grade comes from the same credit model as the credit opinion (Altman's Z″-score of each company's own
          statements). Peers are the rated companies of the same country, industry and size band in the same fiscal
          year; with fewer than three in the size band, every size.
        </Trans>
      </p>
    </div>
  );
}

function RankOf({ rank, total }: { rank: number | null; total: number }) {
  return (
    <Trans comment="A company's rank among its peers: 2 of 18">
      {rank} of {total}
    </Trans>
  );
}

const PAGE = 10;

function RankingPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const ranking = useRanking(companyId, page, PAGE);
  const demo = t`Demo data`;
  // Every page of the ranking, in its order (the table shows ten at a time).
  const exportTable = async (): Promise<ExportTable> => {
    const all = await collectPages(async (pageNum, pageSize) => {
      const page = await call(marketEndpoints.ratingRanking, { id: companyId, pageNum, pageSize }, { quiet: true });
      return { rows: page.list, total: page.total };
    });
    return {
      headers: [t`Rank`, t`Company`, t`Rating`, t`Local credit score`, t`Z″`, t`Source`],
      total: all.total,
      rows: all.rows.map((r: RankedCompany) => [
        r.rank,
        r.name,
        r.rating,
        r.localScore,
        r.zScore,
        r.isDemo ? `${r.source} (${demo})` : r.source,
      ]),
    };
  };
  return (
    <MarketPanel
      title={<Trans>Ranking</Trans>}
      query={ranking}
      testId="market-ranking"
      actions={() => (
        <ExportTableMenu
          table={exportTable}
          fileName={`${companyId}-rating-ranking`}
          sheetName={t`Peers ranked by Z″-score`}
          testId="market-ranking-export"
        />
      )}
    >
      {(data) => (
        <div className="space-y-3">
          <RankedTable list={data.list} caption={t`Peers ranked by Z″-score`} locale={i18n.locale} />
          {data.total > PAGE ? (
            <div className="flex items-center justify-end gap-2 text-sm">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <span className="tabular-nums text-slate-700">
                {page} / {Math.ceil(data.total / PAGE)}
              </span>
              <Button
                variant="secondary"
                disabled={page * PAGE >= data.total}
                onClick={() => setPage(page + 1)}
                data-testid="market-ranking-next"
              >
                <Trans>Next</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </MarketPanel>
  );
}

/** Ranked companies: rank, name (demo labelled), grade, local score, Z''. */
export function RankedTable({
  list,
  caption,
  locale,
}: {
  list: readonly RankedCompany[];
  caption: string;
  locale: string;
}) {
  return (
    <ScrollTable caption={caption} testId="market-ranked-table">
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Rank</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Company</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Rating</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans context="credit score">Score</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            <Trans comment="Altman's Z-double-prime score, column heading">Z″</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr
            key={r.companyId}
            className={cn("border-b border-slate-100 whitespace-nowrap", r.isSubject && "bg-brand-50 font-semibold")}
            data-testid={r.isSubject ? "market-subject-row" : "market-peer-row"}
          >
            <td className="py-2 pr-3 text-right tabular-nums">{r.rank}</td>
            <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
              <span className="inline-flex items-center gap-2">
                {r.name} {r.isDemo ? <DemoBadge /> : null}
              </span>
            </th>
            <td className="py-2 pr-3 font-semibold">{r.rating}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{r.localScore}</td>
            <td className="py-2 text-right tabular-nums">{num(r.zScore, locale)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function GroupsPanels({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const history = useHistory(companyId);
  const size = useBySize(companyId);
  const nature = useByNature(companyId);
  const area = useByArea(companyId);
  return (
    <>
      <MarketPanel title={<Trans>Rating history of the industry</Trans>} query={history} testId="market-history">
        {(data) => (
          <GradeGroupsTable
            groups={data.groups}
            caption={t`Peers by rating and fiscal year`}
            keyHeading={t`Fiscal year`}
            keyLabel={(g) => g.key}
            testId="market-history-table"
          />
        )}
      </MarketPanel>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2 [&>*]:min-w-0">
        <MarketPanel title={<Trans>By size</Trans>} query={size} testId="market-size">
          {(data) => (
            <GradeGroupsTable
              groups={data.groups}
              caption={t`Peers by rating and size band`}
              keyHeading={t`Size band`}
              keyLabel={(g) => (SIZE_BAND_LABELS[g.key] ? i18n._(SIZE_BAND_LABELS[g.key]!) : t`Size unknown`)}
              testId="market-size-table"
            />
          )}
        </MarketPanel>
        <MarketPanel title={<Trans>By ownership nature</Trans>} query={nature} testId="market-nature">
          {(data) => (
            <GradeGroupsTable
              groups={data.groups}
              caption={t`Peers by rating and ownership nature`}
              keyHeading={t`Ownership nature`}
              keyLabel={(g) => i18n._(NATURE_LABELS[g.key]!)}
              testId="market-nature-table"
            />
          )}
        </MarketPanel>
      </div>
      <MarketPanel title={<Trans>By country</Trans>} query={area} testId="market-area">
        {(data) => (
          <GradeGroupsTable
            groups={data.groups}
            caption={t`Companies of the industry by rating and country`}
            keyHeading={t`Country`}
            keyLabel={(g) => countryName(g.key, i18n.locale)}
            testId="market-area-table"
          />
        )}
      </MarketPanel>
    </>
  );
}

function NormsPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const norms = useRatingNorms(companyId);
  const locale = i18n.locale;
  return (
    <MarketPanel title={<Trans>Rating scale and peers</Trans>} query={norms} testId="market-norms">
      {(data) => (
        <ScrollTable
          caption={t`Each grade's Z″ floor, probability of default and peers`}
          testId="market-norms-table"
          exportAs={{
            table: () => ({
              headers: [t`Rating`, t`Z″ from`, t`PD`, t`Companies`, t`Share`, t`Average score`],
              rows: data.rows.map((row) => [
                row.rating,
                row.zFloor,
                { percent: row.probabilityOfDefault / 100 },
                row.count,
                row.share === null ? null : { percent: row.share / 100 },
                row.averageScore,
              ]),
            }),
          }}
        >
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Rating</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans>Z″ from</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans comment="Probability of default, abbreviated column heading">PD</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans>Companies</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans>Share</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Average score</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr
                key={row.rating}
                className={cn("border-b border-slate-100", data.subject?.rating === row.rating && "bg-brand-50")}
              >
                <th scope="row" className="py-2 pr-3 text-left font-semibold">
                  {row.rating}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{num(row.zFloor, locale)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{num(row.probabilityOfDefault, locale)} %</td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.count}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{num(row.share, locale, 1)} %</td>
                <td className="py-2 text-right tabular-nums">{num(row.averageScore, locale, 1)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </MarketPanel>
  );
}
