import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProductShippingOverview } from "../../../contract/trade-shipping.ts";
import {
  DemoLabel,
  Panel,
  QueryView,
  ScrollTable,
  YearSelect,
  countryName,
  formatNumber,
  formatPercent,
  formatUsd,
  useProductShipments,
  useShippingOverview,
} from "../trade-product/index.ts";
import { ShipmentTable, formatCount } from "../trade-company/index.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";

/**
 * Shipping overview of a product: its shipment records of a year (from the shipment roll-ups): totals,
 * records by month, the top ports, carriers and lanes, and the latest records with their orders.
 */
export function ProductShippingOverviewTab({
  hsCode,
  year,
  onYear,
  onShipment,
}: {
  hsCode: string;
  year: number | undefined;
  onYear: (year: number) => void;
  /** Opens a record's shipping order (on the records tab). */
  onShipment: (ref: string) => void;
}) {
  const { t } = useLingui();
  const overview = useShippingOverview(hsCode, year);
  const shown = overview.data?.year ?? undefined;
  const latest = useProductShipments({ hsCode, year: shown, page: 1 });
  return (
    <QueryView query={overview}>
      {(data) => (
        <div className="space-y-4">
          <Panel
            title={<Trans>Shipping overview</Trans>}
            testId="product-shipping-overview"
            actions={<YearSelect years={data.years} year={data.year} onChange={onYear} />}
          >
            {data.year === null ? (
              <p className="text-sm text-slate-500">
                <Trans>No company shipment records of this product.</Trans>
              </p>
            ) : (
              <Totals data={data} />
            )}
          </Panel>
          {data.year === null ? null : (
            <>
              <Panel title={<Trans>Records by month</Trans>} testId="product-shipping-months">
                <Months data={data} />
              </Panel>
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                <Panel title={<Trans>Ports of lading</Trans>} testId="product-ports-lading">
                  <RankedTable
                    caption={t`Ports of lading`}
                    testId="ports-lading-table"
                    label={<Trans>Port</Trans>}
                    rows={data.portsOfLading.map((r) => ({ ...r, key: r.port, name: r.port }))}
                  />
                </Panel>
                <Panel title={<Trans>Ports of unlading</Trans>} testId="product-ports-unlading">
                  <RankedTable
                    caption={t`Ports of unlading`}
                    testId="ports-unlading-table"
                    label={<Trans>Port</Trans>}
                    rows={data.portsOfUnlading.map((r) => ({ ...r, key: r.port, name: r.port }))}
                  />
                </Panel>
                <Panel title={<Trans>Carriers</Trans>} testId="product-carriers">
                  <RankedTable
                    caption={t`Carriers`}
                    testId="carriers-table"
                    label={<Trans>Carrier</Trans>}
                    rows={data.carriers.map((r) => ({ ...r, key: r.carrier, name: r.carrier }))}
                  />
                </Panel>
                <Panel title={<Trans>Trade lanes</Trans>} testId="product-lanes">
                  <Lanes data={data} />
                </Panel>
              </div>
              <Panel
                title={<Trans>Latest shipments</Trans>}
                actions={
                  <Link
                    to="/index/TradeProduct/TradeDetail/$id/shippingOverview/importDetailProduct"
                    params={{ id: hsCode }}
                    search={(prev) => ({ ...prev, year: data.year ?? undefined })}
                    className="text-sm font-medium text-brand-700 hover:underline"
                  >
                    <Trans>All shipment records</Trans>
                  </Link>
                }
              >
                <QueryView query={latest}>
                  {(page) => (
                    <ShipmentTable
                      rows={page.rows.slice(0, 5)}
                      onOpen={onShipment}
                      testId="product-latest-shipments"
                      partnerLabel={<Trans>Importer</Trans>}
                    />
                  )}
                </QueryView>
              </Panel>
            </>
          )}
        </div>
      )}
    </QueryView>
  );
}

function Figure({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Totals({ data }: { data: ProductShippingOverview }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const valued = formatCount(data.valuedRecords, locale);
  const weighed = formatCount(data.weighedRecords, locale);
  const generated = formatPercent(data.demoShare, locale);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
        <Figure label={<Trans>Shipment records</Trans>} testId="shipping-records">
          {formatCount(data.records, locale)}
        </Figure>
        <Figure label={<Trans>Value (USD)</Trans>} testId="shipping-value">
          {formatUsd(data.value, locale)}
        </Figure>
        <Figure label={<Trans>Weight (kg)</Trans>} testId="shipping-weight">
          {formatNumber(data.weightKg, locale, 0)}
        </Figure>
        <Figure label={<Trans>Containers</Trans>} testId="shipping-containers">
          {formatNumber(data.containers, locale, 0)}
        </Figure>
      </dl>
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <span>
          <Trans>
            Value from {valued} records that give one, weight from {weighed}. Monthly import reports give volumes only.
          </Trans>
        </span>
        {data.demoShare ? (
          <>
            <DemoLabel />
            <span>
              <Trans>Generated records: {generated}</Trans>
            </span>
          </>
        ) : null}
      </p>
    </div>
  );
}

function Months({ data }: { data: ProductShippingOverview }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const most = Math.max(...data.months.map((m) => m.records), 1);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  return (
    <ScrollTable caption={t`Records by month`} testId="shipping-months-table">
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Month</Trans>
          </th>
          <th scope="col" className="w-1/2 py-2 pr-3 font-medium">
            <Trans>Records</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            <Trans>Value (USD)</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {data.months.map((m) => (
          <tr key={m.month} data-testid="shipping-month-row">
            <td className="py-2 pr-3 whitespace-nowrap">{monthName(m.month)}</td>
            <td className="py-2 pr-3">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-2.5 rounded-full bg-brand-600"
                  style={{ width: `${Math.max(4, (m.records / most) * 100)}%` }}
                />
                <span className="tabular-nums">{formatCount(m.records, locale)}</span>
              </span>
            </td>
            <td className="py-2 text-right tabular-nums">{formatUsd(m.value, locale)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

type Ranked = {
  key: string;
  name: ReactNode;
  records: number;
  share: number | null;
  value: number | null;
  isDemo: boolean;
};

function RankedTable({
  rows,
  caption,
  testId,
  label,
}: {
  rows: readonly Ranked[];
  caption: string;
  testId: string;
  label: ReactNode;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>The records name none.</Trans>
      </p>
    );
  }
  return (
    <ScrollTable caption={caption} testId={testId}>
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            {label}
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>Records</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans context="portion of trade">Share</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            <Trans>Value (USD)</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key} data-testid="ranked-row">
            <td className="py-2 pr-3">
              <span className="flex flex-wrap items-center gap-1.5">
                {row.name}
                {row.isDemo ? <DemoLabel /> : null}
              </span>
            </td>
            <td className={classNameCell}>{formatCount(row.records, locale)}</td>
            <td className={classNameCell}>{formatPercent(row.share, locale)}</td>
            <td className="py-2 text-right tabular-nums">{formatUsd(row.value, locale)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Lanes({ data }: { data: ProductShippingOverview }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <RankedTable
      caption={t`Trade lanes`}
      testId="lanes-table"
      label={<Trans>Lane</Trans>}
      rows={data.lanes.map((r) => ({
        ...r,
        key: `${r.origin}-${r.destination}`,
        name: `${countryName(r.origin, locale)} → ${countryName(r.destination, locale)}`,
      }))}
    />
  );
}
