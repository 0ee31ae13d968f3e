import { Trans, useLingui } from "@lingui/react/macro";
import { DemoLabel, Panel, QueryView, ScrollTable, formatPercent, formatUsd } from "../trade-product/index.ts";
import { asPercent } from "../../lib/table-export.ts";
import { useCountryTrends } from "./queries.ts";

/** Trade trends: the country's exports, imports and balance by year, with growth and compound growth. */
export function TrendsTab({ countryCode }: { countryCode: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const trends = useCountryTrends(countryCode);
  return (
    <Panel title={<Trans>Exports and imports by year</Trans>} testId="country-trends">
      <QueryView query={trends}>
        {(data) => {
          const max = Math.max(1, ...data.rows.flatMap((r) => [r.exports, r.imports]));
          const height = (value: number) => ({ height: `${Math.max(2, (value / max) * 100)}%` });
          return (
            <div className="space-y-4">
              <ol className="flex h-40 items-end gap-4" aria-label={t`Exports and imports by year`}>
                {data.rows.map((row) => (
                  <li key={row.year} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                    <span className="flex h-full w-full max-w-24 items-end justify-center gap-1">
                      <span
                        className="w-1/2 rounded-t bg-brand-600"
                        style={height(row.exports)}
                        title={`${t`Exports`} ${row.year}: ${formatUsd(row.exports, locale)}`}
                      />
                      <span
                        className="w-1/2 rounded-t bg-amber-500"
                        style={height(row.imports)}
                        title={`${t`Imports`} ${row.year}: ${formatUsd(row.imports, locale)}`}
                      />
                    </span>
                    <span className="text-xs text-slate-600">{row.year}</span>
                  </li>
                ))}
              </ol>
              <p className="flex gap-4 text-xs text-slate-600">
                <span className="flex items-center gap-1">
                  <span className="inline-block size-3 rounded-sm bg-brand-600" /> <Trans>Exports</Trans>
                </span>
                <span className="flex items-center gap-1">
                  <span className="inline-block size-3 rounded-sm bg-amber-500" /> <Trans>Imports</Trans>
                </span>
              </p>
              <ScrollTable
                caption={t`Exports and imports by year`}
                testId="country-trends-table"
                exportAs={{
                  table: () => ({
                    headers: [t`Year`, t`Exports`, t`Growth`, t`Imports`, t`Growth`, t`Balance`, t`Demo data`],
                    rows: data.rows.map((row) => [
                      row.year,
                      row.exports,
                      asPercent(row.exportsGrowth),
                      row.imports,
                      asPercent(row.importsGrowth),
                      row.balance,
                      asPercent(row.demoShare || null),
                    ]),
                  }),
                }}
              >
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Year</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      <Trans>Exports</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      <Trans>Growth</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      <Trans>Imports</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      <Trans>Growth</Trans>
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <Trans>Balance</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((row) => (
                    <tr key={row.year}>
                      <td className="py-2 pr-3">
                        <span className="flex items-center gap-2">
                          {row.year}
                          {row.demoShare ? <DemoLabel /> : null}
                        </span>
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatUsd(row.exports, locale)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatPercent(row.exportsGrowth, locale, true)}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatUsd(row.imports, locale)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatPercent(row.importsGrowth, locale, true)}
                      </td>
                      <td className="py-2 text-right tabular-nums">{formatUsd(row.balance, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
              <p className="text-xs text-slate-500">
                <Cagr
                  exports={formatPercent(data.exportsCagr, locale, true)}
                  imports={formatPercent(data.importsCagr, locale, true)}
                />
              </p>
            </div>
          );
        }}
      </QueryView>
    </Panel>
  );
}

function Cagr({ exports, imports }: { exports: string; imports: string }) {
  return (
    <Trans>
      Compound annual growth over the period: exports {exports}, imports {imports}
    </Trans>
  );
}
