import { Trans, useLingui } from "@lingui/react/macro";
import { formatPercent, formatUsd } from "./format.ts";
import { useProductTrends } from "./queries.ts";
import { DemoLabel, Panel, QueryView } from "./panel.tsx";
import type { ProductTabProps } from "./tab-props.ts";
import { ScrollTable } from "./scroll-table.tsx";
import { asPercent } from "../../lib/table-export.ts";

/** Trade trends: world trade of the product by year, with growth and the compound annual growth. */
export function TrendsTab({ hsCode }: Pick<ProductTabProps, "hsCode">) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const trends = useProductTrends(hsCode);
  return (
    <Panel title={<Trans>World trade by year</Trans>} testId="product-trends">
      <QueryView query={trends}>
        {(data) => {
          const max = Math.max(1, ...data.rows.map((r) => r.value));
          return (
            <div className="space-y-4">
              <ol className="flex h-40 items-end gap-2" aria-label={t`World trade by year`}>
                {data.rows.map((row) => (
                  <li key={row.year} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                    <span
                      className="w-full max-w-16 rounded-t bg-brand-600"
                      style={{ height: `${Math.max(2, (row.value / max) * 100)}%` }}
                      title={`${row.year}: ${formatUsd(row.value, locale)}`}
                    />
                    <span className="text-xs text-slate-600">{row.year}</span>
                  </li>
                ))}
              </ol>
              <ScrollTable
                caption={t`World trade by year`}
                testId="trends-table"
                exportAs={{
                  fileName: `${hsCode} ${t`World trade by year`}`,
                  table: () => ({
                    headers: [t`Year`, t`Value (USD)`, t`Growth`, t`Exporting countries`, t`Demo data`],
                    rows: data.rows.map((row) => [
                      row.year,
                      row.value,
                      asPercent(row.growth),
                      row.origins,
                      asPercent(row.demoShare || null),
                    ]),
                  }),
                }}
              >
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 font-medium">
                      <Trans>Year</Trans>
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <Trans>Value (USD)</Trans>
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <Trans>Growth</Trans>
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <Trans>Exporting countries</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((row) => (
                    <tr key={row.year}>
                      <td className="py-2">
                        <span className="flex items-center gap-2">
                          {row.year}
                          {row.demoShare ? <DemoLabel /> : null}
                        </span>
                      </td>
                      <td className="py-2 text-right tabular-nums">{formatUsd(row.value, locale)}</td>
                      <td className="py-2 text-right tabular-nums">{formatPercent(row.growth, locale, true)}</td>
                      <td className="py-2 text-right tabular-nums">{row.origins}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
              <p className="text-xs text-slate-500">
                <Cagr value={formatPercent(data.cagr, locale, true)} />
              </p>
            </div>
          );
        }}
      </QueryView>
    </Panel>
  );
}

function Cagr({ value }: { value: string }) {
  return <Trans>Compound annual growth over the period: {value}</Trans>;
}
