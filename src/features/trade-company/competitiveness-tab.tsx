import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  DemoLabel,
  Panel,
  QueryView,
  ScrollTable,
  countryName,
  formatNumber,
  formatPercent,
} from "../trade-product/index.ts";
import { useCompetitiveness } from "./queries.ts";
import { SliceControls } from "./slice-controls.tsx";
import { NoRecords } from "./country-records-table.tsx";
import { formatCount } from "./figures.ts";
import type { CompanyTabProps } from "./tab-props.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";

/**
 * A company's competitiveness in each product it trades: its share of the product's records in its
 * market, its rank among the product's importers (exporters) there, growth, and its partners' concentration.
 */
export function CompanyCompetitivenessTab(props: CompanyTabProps) {
  const { companyId, year, flow } = props;
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const query = useCompetitiveness({ companyId, year, flow });
  return (
    <Panel
      title={
        flow === "import" ? (
          <Trans>Competitiveness as an importer</Trans>
        ) : (
          <Trans>Competitiveness as an exporter</Trans>
        )
      }
      testId="company-competitiveness"
      actions={<SliceControls {...props} shown={query.data?.year} />}
    >
      <QueryView query={query} notFound={<Trans>There is no company with this ID.</Trans>}>
        {(data) =>
          data.rows.length === 0 ? (
            <NoRecords />
          ) : (
            <div className="space-y-4">
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" data-testid="partner-concentration">
                <div className="rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-xs text-slate-500">
                    {flow === "import" ? <Trans>Suppliers</Trans> : <Trans>Buyers</Trans>}
                  </dt>
                  <dd className="font-semibold tabular-nums">{formatCount(data.partners, locale)}</dd>
                </div>
                <div className="rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-xs text-slate-500">
                    <Trans>Concentration (HHI)</Trans>
                  </dt>
                  <dd className="font-semibold tabular-nums">{formatNumber(data.partnerHhi, locale, 3)}</dd>
                </div>
                <div className="rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-xs text-slate-500">
                    <Trans>HHI, normalised</Trans>
                  </dt>
                  <dd className="font-semibold tabular-nums">{formatNumber(data.partnerHhiNormalised, locale, 3)}</dd>
                </div>
              </dl>
              <ScrollTable caption={t`Competitiveness by product`} testId="company-competitiveness-table">
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Product</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Market</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Records</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Share of records</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Share of value</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Rank</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Growth</Trans>
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {flow === "import" ? <Trans>Supplier HHI</Trans> : <Trans>Buyer HHI</Trans>}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((row) => {
                    const rank = formatCount(row.rank, locale);
                    const companies = formatCount(row.companies, locale);
                    return (
                      <tr key={`${row.hsCode}-${row.market}`} data-testid="competitiveness-row">
                        <td className="min-w-56 py-2 pr-3">
                          <span className="flex flex-wrap items-center gap-1.5">
                            <Link
                              to="/index/TradeProduct/TradeDetail/$id/tradeMap/map"
                              params={{ id: row.hsCode.slice(0, row.hsCode.length >= 6 ? 6 : 4) }}
                              className="font-mono text-brand-800 hover:underline"
                            >
                              {row.hsCode}
                            </Link>
                            {row.isDemo ? <DemoLabel /> : null}
                          </span>
                          <span lang="en" className="line-clamp-2 text-xs text-slate-600">
                            {row.hsCodeDescription ?? ""}
                          </span>
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">{countryName(row.market, locale)}</td>
                        <td className={classNameCell}>{formatCount(row.records, locale)}</td>
                        <td className={classNameCell}>{formatPercent(row.recordShare, locale)}</td>
                        <td className={classNameCell}>{formatPercent(row.valueShare, locale)}</td>
                        <td className={`${classNameCell} whitespace-nowrap`}>
                          <Trans comment="A company's rank among the product's traders, e.g. 2 of 15">
                            {rank} of {companies}
                          </Trans>
                        </td>
                        <td className={classNameCell}>{formatPercent(row.growth, locale, true)}</td>
                        <td className="py-2 text-right tabular-nums">{formatNumber(row.partnerHhi, locale, 3)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </ScrollTable>
              <p className="text-xs text-slate-500">
                <Trans>
                  Market: the country the company's goods arrive in (leave from). Share: its part of the product's
                  records (of the value where records give one) in that market. Rank: 1 + the companies with more
                  records. Growth: its records on the year before. HHI: the sum of its partners' squared shares of its
                  records, from near 0 (spread) to 1 (one partner). From company shipment records, not customs
                  statistics.
                </Trans>
              </p>
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}
