import { useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ImportExport, TradePartner } from "../../../contract/business-trade.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import {
  CompanyName,
  countryName,
  DemoLabel,
  FlowSwitch,
  formatNumber,
  formatPercent,
  formatUsd,
  Panel,
  QueryView,
  ScrollTable,
  YearSelect,
} from "../trade-product/index.ts";
import { useContinents, useImportExport, useMonths, usePartners, useProducts, useRankOptions } from "./queries.ts";
import { CONTINENT_LABELS } from "./continent-labels.ts";
import { FLOW_LABELS } from "./flow-labels.ts";
import { CompanyNotFound } from "./company-not-found.tsx";
import { asDay, asPercent } from "../../lib/table-export.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const MONTHS_SHOWN = 24;
const classNameCell = "py-2 pr-3 text-right tabular-nums";

/** Business › Import & export: the company's trade by direction, month, continent, product and partner. */
export function ImportExportPage({ companyId }: { companyId: string }) {
  const { i18n } = useLingui();
  const [flow, setFlow] = useState<TradeFlow>("import");
  const summary = useImportExport(companyId);
  return (
    <div className="space-y-4" data-testid="company-trade-page">
      <QueryView query={summary} notFound={<CompanyNotFound />}>
        {(data) => <Summary data={data} />}
      </QueryView>
      <div className="flex justify-end">
        <FlowSwitch
          flow={flow}
          onChange={setFlow}
          labels={{ import: i18n._(FLOW_LABELS.import), export: i18n._(FLOW_LABELS.export) }}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Months companyId={companyId} flow={flow} />
        <Continents companyId={companyId} flow={flow} />
      </div>
      <Products companyId={companyId} flow={flow} />
      <Partners companyId={companyId} flow={flow} />
    </div>
  );
}

function Summary({ data }: { data: ImportExport }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="company-trade-summary">
      {(["import", "export"] as const).map((flow) => {
        const side = flow === "import" ? data.imports : data.exports;
        return (
          <Panel key={flow} title={i18n._(FLOW_LABELS[flow])} testId={`company-trade-${flow}`}>
            {side ? (
              <div>
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  <Fact label={<Trans>Records</Trans>} value={formatNumber(side.records, locale, 0)} />
                  <Fact label={<Trans>Value (USD)</Trans>} value={formatUsd(side.valueUsd, locale)} />
                  <Fact label={<Trans>First record</Trans>} value={side.firstDate} />
                  <Fact label={<Trans>Last record</Trans>} value={side.lastDate} />
                </dl>
                <div className="mt-3 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                  <Trans>Source:</Trans>
                  {side.isDemo ? <DemoLabel /> : <span className="font-mono">{side.source}</span>}
                </div>
              </div>
            ) : (
              <p className="text-sm text-slate-500">
                <Trans>No shipment records in this direction.</Trans>
              </p>
            )}
          </Panel>
        );
      })}
    </div>
  );
}

function Fact({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Empty() {
  return (
    <p className="text-sm text-slate-500">
      <Trans>No shipment records in this direction.</Trans>
    </p>
  );
}

function Months({ companyId, flow }: { companyId: string; flow: TradeFlow }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const query = useMonths(companyId, flow);
  return (
    <Panel title={<Trans>By month</Trans>} testId="company-trade-months">
      <QueryView query={query} notFound={<CompanyNotFound />}>
        {(data) =>
          data.rows.length === 0 ? (
            <Empty />
          ) : (
            <div className="space-y-2">
              <p className="text-xs text-slate-500">
                <Trans>The latest {MONTHS_SHOWN} months with records, newest first.</Trans>
              </p>
              <ScrollTable
                caption={t`By month`}
                testId="months-table"
                exportAs={{
                  table: () => ({
                    headers: [t`Month`, t`Records`, t`Value (USD)`, t`Demo data`],
                    rows: data.rows
                      .slice(-MONTHS_SHOWN)
                      .reverse()
                      .map((row) => [row.month, row.records, row.value, row.isDemo ? t`Demo data` : null]),
                  }),
                }}
              >
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Month</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Records</Trans>
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <Trans>Value (USD)</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows
                    .slice(-MONTHS_SHOWN)
                    .reverse()
                    .map((row) => (
                      <tr key={row.month}>
                        <td className="py-2 pr-3 tabular-nums">
                          <span className="flex items-center gap-1.5">
                            {row.month}
                            {row.isDemo ? <DemoLabel /> : null}
                          </span>
                        </td>
                        <td className={classNameCell}>{formatNumber(row.records, locale, 0)}</td>
                        <td className="py-2 text-right tabular-nums">{formatUsd(row.value, locale)}</td>
                      </tr>
                    ))}
                </tbody>
              </ScrollTable>
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}

function Continents({ companyId, flow }: { companyId: string; flow: TradeFlow }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const query = useContinents(companyId, flow);
  return (
    <Panel title={<Trans>By continent of the partner</Trans>} testId="company-trade-continents">
      <QueryView query={query} notFound={<CompanyNotFound />}>
        {(data) =>
          data.rows.length === 0 ? (
            <Empty />
          ) : (
            <ScrollTable
              caption={t`By continent of the partner`}
              testId="continents-table"
              exportAs={{
                table: () => ({
                  headers: [t`Continent`, t`Countries`, t`Records`, t`Share of records`, t`Value (USD)`],
                  rows: data.rows.map((row) => {
                    const label = row.continentCode ? CONTINENT_LABELS[row.continentCode] : undefined;
                    return [
                      label ? i18n._(label) : t`Not stated`,
                      row.countries.map((c) => countryName(c, locale)).join(", "),
                      row.records,
                      asPercent(row.recordShare),
                      row.value,
                    ];
                  }),
                }),
              }}
            >
              <thead className="text-left text-xs text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    <Trans>Continent</Trans>
                  </th>
                  <th scope="col" className={classNameHead}>
                    <Trans>Records</Trans>
                  </th>
                  <th scope="col" className={classNameHead}>
                    <Trans>Share of records</Trans>
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <Trans>Value (USD)</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.rows.map((row) => {
                  const label = row.continentCode ? CONTINENT_LABELS[row.continentCode] : undefined;
                  return (
                    <tr key={row.continentCode ?? "none"}>
                      <td className="min-w-40 py-2 pr-3">
                        {label ? i18n._(label) : <Trans>Not stated</Trans>}
                        <span className="block text-xs text-slate-500">
                          {row.countries.map((c) => countryName(c, locale)).join(", ")}
                        </span>
                      </td>
                      <td className={classNameCell}>{formatNumber(row.records, locale, 0)}</td>
                      <td className={classNameCell}>{formatPercent(row.recordShare, locale)}</td>
                      <td className="py-2 text-right tabular-nums">{formatUsd(row.value, locale)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </ScrollTable>
          )
        }
      </QueryView>
    </Panel>
  );
}

function Products({ companyId, flow }: { companyId: string; flow: TradeFlow }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const query = useProducts(companyId, flow);
  return (
    <Panel title={<Trans>By product</Trans>} testId="company-trade-products">
      <QueryView query={query} notFound={<CompanyNotFound />}>
        {(data) =>
          data.rows.length === 0 ? (
            <Empty />
          ) : (
            <ScrollTable
              caption={t`By product`}
              testId="company-products-table"
              exportAs={{
                table: () => ({
                  headers: [
                    t`HS heading`,
                    t`Description`,
                    t`Records`,
                    t`Share of records`,
                    t`Value (USD)`,
                    t`Demo data`,
                  ],
                  rows: data.rows.map((row) => [
                    row.hsCode,
                    row.hsCodeDescription,
                    row.records,
                    asPercent(row.recordShare),
                    row.value,
                    row.isDemo ? t`Demo data` : null,
                  ]),
                }),
              }}
            >
              <thead className="text-left text-xs text-slate-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    <Trans>HS heading</Trans>
                  </th>
                  <th scope="col" className={classNameHead}>
                    <Trans>Records</Trans>
                  </th>
                  <th scope="col" className={classNameHead}>
                    <Trans>Share of records</Trans>
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <Trans>Value (USD)</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.rows.map((row) => (
                  <tr key={row.hsCode ?? "none"}>
                    <td className="min-w-56 py-2 pr-3">
                      <span className="flex items-center gap-1.5">
                        <span className="font-mono">{row.hsCode ?? "–"}</span>
                        {row.isDemo ? <DemoLabel /> : null}
                      </span>
                      <span lang="en" className="line-clamp-2 text-xs text-slate-600">
                        {row.hsCodeDescription ?? ""}
                      </span>
                    </td>
                    <td className={classNameCell}>{formatNumber(row.records, locale, 0)}</td>
                    <td className={classNameCell}>{formatPercent(row.recordShare, locale)}</td>
                    <td className="py-2 text-right tabular-nums">{formatUsd(row.value, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )
        }
      </QueryView>
    </Panel>
  );
}

function Partners({ companyId, flow }: { companyId: string; flow: TradeFlow }) {
  const { t } = useLingui();
  const [year, setYear] = useState<number | undefined>(undefined);
  const options = useRankOptions(companyId);
  const query = usePartners(companyId, flow, year);
  const title = flow === "import" ? t`Suppliers` : t`Customers`;
  return (
    <Panel
      title={title}
      testId="company-trade-partners"
      actions={<YearSelect years={options.data?.years ?? []} year={year ?? null} onChange={setYear} />}
    >
      <QueryView query={query} notFound={<CompanyNotFound />}>
        {(data) => (data.rows.length === 0 ? <Empty /> : <PartnerTable rows={data.rows} caption={title} />)}
      </QueryView>
    </Panel>
  );
}

/** Partners of the company with their records, value and HS codes. */
export function PartnerTable({
  rows,
  caption,
  testId = "partners-table",
}: {
  rows: readonly TradePartner[];
  caption: string;
  testId?: string;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <ScrollTable
      caption={caption}
      testId={testId}
      exportAs={{
        table: () => ({
          headers: [t`Company`, t`Country`, t`Source`, t`Records`, t`Value (USD)`, t`HS codes`, t`Last record`],
          rows: rows.map((row) => [
            row.name,
            row.countryCode ? countryName(row.countryCode, locale) : null,
            row.isDemo ? t`Demo data` : (row.source ?? null),
            row.records,
            row.value,
            row.hsCodes.join(", "),
            asDay(row.lastDate),
          ]),
        }),
      }}
    >
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Company</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>Records</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>Value (USD)</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>HS codes</Trans>
          </th>
          <th scope="col" className="py-2 font-medium">
            <Trans>Last record</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={`${row.companyId ?? ""}-${row.name}`}>
            <td className="min-w-48 py-2 pr-3">
              <CompanyName row={row} />
              {row.countryCode ? (
                <span className="block text-xs text-slate-500">{countryName(row.countryCode, locale)}</span>
              ) : null}
            </td>
            <td className={classNameCell}>{formatNumber(row.records, locale, 0)}</td>
            <td className={classNameCell}>{formatUsd(row.value, locale)}</td>
            <td className="py-2 pr-3 font-mono text-xs">{row.hsCodes.slice(0, 4).join(", ")}</td>
            <td className="py-2 whitespace-nowrap tabular-nums">{row.lastDate}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
