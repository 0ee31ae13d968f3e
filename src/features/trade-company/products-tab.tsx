import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { DemoLabel, Panel, QueryView, ScrollTable, formatPercent, formatUsd } from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { useCompanyProducts } from "./queries.ts";
import { SliceControls } from "./slice-controls.tsx";
import { NoRecords } from "./country-records-table.tsx";
import { formatCount, formatQuantity } from "./figures.ts";
import type { CompanyTabProps } from "./tab-props.ts";
import { asPercent } from "../../lib/table-export.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";

/** Products: the HS codes the company imports or exports, ranked by records; a code opens its product page. */
export function ProductsTab(props: CompanyTabProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const query = useCompanyProducts(props);
  return (
    <Panel
      title={<Trans>Products</Trans>}
      testId="company-products"
      actions={<SliceControls {...props} shown={query.data?.year} />}
    >
      <QueryView query={query}>
        {(data) => (
          <div className="space-y-3">
            {data.rows.length === 0 ? (
              <NoRecords />
            ) : (
              <ScrollTable
                caption={t`Products`}
                testId="company-products-table"
                exportAs={{
                  table: () => ({
                    headers: [
                      t`HS code`,
                      t`Description`,
                      t`Records`,
                      t({ context: "portion of trade", message: "Share" }),
                      t`Quantity`,
                      t`Unit`,
                      t`Value (USD)`,
                      t`Demo data`,
                    ],
                    rows: data.rows.map((row) => [
                      row.hsCode,
                      row.description,
                      row.records,
                      asPercent(row.share),
                      row.quantity,
                      row.quantityUnit,
                      row.value,
                      row.isDemo ? t`Demo data` : null,
                    ]),
                  }),
                }}
              >
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>HS code</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Description</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Records</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans context="portion of trade">Share</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Quantity</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Value (USD)</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((row) => (
                    <tr key={row.hsCode}>
                      <td className="py-2 pr-3">
                        <Link
                          to="/index/TradeProduct/TradeDetail/$id/tradeMap/map"
                          params={{ id: row.hsCode }}
                          className="font-mono text-brand-800 hover:underline"
                        >
                          {row.hsCode}
                        </Link>
                      </td>
                      <td className="max-w-md py-2 pr-3">
                        <span className="flex flex-wrap items-center gap-1.5">
                          <span lang="en" className="line-clamp-2">
                            {row.description ?? "–"}
                          </span>
                          {row.isDemo ? <DemoLabel /> : null}
                        </span>
                      </td>
                      <td className={classNameCell}>{formatCount(row.records, locale)}</td>
                      <td className={classNameCell}>{formatPercent(row.share, locale)}</td>
                      <td className={classNameCell}>{formatQuantity(row.quantity, row.quantityUnit, locale)}</td>
                      <td className={classNameCell}>{formatUsd(row.value, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
            <SourceList sources={data.sources} />
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
