import { useId } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { CountryProducts } from "../../../contract/trade-country.ts";
import {
  DemoLabel,
  FlowSwitch,
  Panel,
  QueryView,
  ScrollTable,
  YearSelect,
  formatNumber,
  formatPercent,
  formatUsd,
} from "../trade-product/index.ts";
import { useCountryProducts, useFlowYears } from "./queries.ts";
import { useFlowLabels } from "./flow-labels.ts";
import { Figure } from "./country-header.tsx";
import type { CountryTabProps } from "./tab-props.ts";
import { asPercent } from "../../lib/table-export.ts";

/** Products: what the country exports or imports by HS chapter, heading or subheading, with RCA for exports. */
export function ProductsTab(props: CountryTabProps & { level: number; onLevel: (level: number) => void }) {
  const { countryCode, year, flow, onYear, onFlow, level, onLevel } = props;
  const { t, i18n } = useLingui();
  const years = useFlowYears(countryCode, flow);
  const products = useCountryProducts({ countryCode, year, flow, level });
  return (
    <Panel
      title={flow === "export" ? <Trans>Exported products</Trans> : <Trans>Imported products</Trans>}
      testId="country-products"
      actions={
        <>
          <FlowSwitch flow={flow} onChange={onFlow} labels={useFlowLabels()} />
          <LevelSelect level={level} onChange={onLevel} />
          <YearSelect years={years.data?.years ?? []} year={products.data?.year ?? year ?? null} onChange={onYear} />
        </>
      }
    >
      <QueryView query={products}>
        {(data) => (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" data-testid="product-figures">
              <Figure label={<Trans>Total</Trans>} value={formatUsd(data.total, i18n.locale)} />
              <Figure label={<Trans>Products</Trans>} value={String(data.products)} />
              {data.advantaged !== null ? (
                <Figure label={<Trans>With an advantage (RCA ≥ 1)</Trans>} value={String(data.advantaged)} />
              ) : null}
            </dl>
            <ProductTable data={data} caption={t`Products of this country`} />
            <p className="text-xs text-slate-500">
              <Trans>
                Share: the product's part of this country's trade. World share: this country's part of world trade in
                the product. RCA: the product's share in the country's exports over its share in world exports; above 1
                is an advantage.
              </Trans>
            </p>
          </div>
        )}
      </QueryView>
    </Panel>
  );
}

function LevelSelect({ level, onChange }: { level: number; onChange: (level: number) => void }) {
  const { t } = useLingui();
  const id = useId();
  const options = [
    { value: 2, label: t`Chapters (HS2)` },
    { value: 4, label: t`Headings (HS4)` },
    { value: 6, label: t`Subheadings (HS6)` },
  ];
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-600">
        <Trans>Detail</Trans>
      </label>
      <select
        id={id}
        data-testid="level-select"
        value={level}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-md border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

function ProductTable({ data, caption }: { data: CountryProducts; caption: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  if (data.rows.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No trade is recorded for this country in this year.</Trans>
      </p>
    );
  }
  const isExport = data.flow === "export";
  const classNameHead = "py-2 pr-3 text-right font-medium";
  const classNameCell = "py-2 pr-3 text-right tabular-nums";
  return (
    <ScrollTable
      caption={caption}
      testId="products-table"
      exportAs={{
        table: () => ({
          headers: [
            t`HS code`,
            t`Product`,
            t`Value (USD)`,
            t({ context: "portion of trade", message: "Share" }),
            t`World share`,
            t`Growth`,
            ...(isExport ? ["RCA"] : []),
            t`Demo data`,
          ],
          rows: data.rows.map((row) => [
            row.hsCode,
            row.hsCodeDescription,
            row.value,
            asPercent(row.share),
            asPercent(row.worldShare),
            asPercent(row.growth),
            ...(isExport ? [row.rca] : []),
            row.isDemo ? t`Demo data` : null,
          ]),
        }),
      }}
    >
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Product</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>Value (USD)</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans context="portion of trade">Share</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>World share</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>Growth</Trans>
          </th>
          {isExport ? (
            <th scope="col" className={classNameHead}>
              <abbr title={i18n._(RCA_TITLE)}>RCA</abbr>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {data.rows.map((row) => (
          <tr key={row.hsCode}>
            <td className="min-w-56 py-2 pr-3">
              <Link
                to="/index/TradeProduct/TradeDetail/$id/tradeMap/map"
                params={{ id: row.hsCode }}
                className="font-mono text-brand-800 hover:underline"
              >
                {row.hsCode}
              </Link>{" "}
              <span lang="en">{row.hsCodeDescription}</span> {row.isDemo ? <DemoLabel /> : null}
            </td>
            <td className={classNameCell}>{formatUsd(row.value, locale)}</td>
            <td className={classNameCell}>{formatPercent(row.share, locale)}</td>
            <td className={classNameCell}>{formatPercent(row.worldShare, locale)}</td>
            <td className={classNameCell}>{formatPercent(row.growth, locale, true)}</td>
            {isExport ? <td className={classNameCell}>{formatNumber(row.rca, locale)}</td> : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

const RCA_TITLE = msg`Revealed comparative advantage (Balassa): above 1, the country exports relatively more of this product than the world does`;
