import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyTrends } from "../../../contract/trade-company.ts";
import { Panel, QueryView, ScrollTable, formatUsd } from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { useCompanyTrends } from "./queries.ts";
import { formatCount, formatQuantity } from "./figures.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";
type Figures = CompanyTrends["imports"];

/** Trade trends: the company's import and export records by year, with their quantity and value. */
export function TrendsTab({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const trends = useCompanyTrends(companyId);
  const cells = (f: Figures) => (
    <>
      <td className={classNameCell}>{formatCount(f.records, locale)}</td>
      <td className={classNameCell}>{formatQuantity(f.quantity, f.quantityUnit, locale)}</td>
      <td className={classNameCell}>{formatUsd(f.value, locale)}</td>
    </>
  );
  return (
    <Panel title={<Trans>Records by year</Trans>} testId="company-trends">
      <QueryView query={trends}>
        {(data) => {
          const max = Math.max(1, ...data.rows.flatMap((r) => [r.imports.records, r.exports.records]));
          const height = (value: number) => ({ height: `${Math.max(2, (value / max) * 100)}%` });
          return (
            <div className="space-y-4">
              <ol className="flex h-40 items-end gap-2 sm:gap-4" aria-label={t`Records by year`}>
                {data.rows.map((row) => (
                  <li key={row.year} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                    <span className="flex h-full w-full max-w-24 items-end justify-center gap-1">
                      <span
                        className="w-1/2 rounded-t bg-amber-500"
                        style={height(row.imports.records)}
                        title={`${t`Imports`} ${row.year}: ${formatCount(row.imports.records, locale)}`}
                      />
                      <span
                        className="w-1/2 rounded-t bg-brand-600"
                        style={height(row.exports.records)}
                        title={`${t`Exports`} ${row.year}: ${formatCount(row.exports.records, locale)}`}
                      />
                    </span>
                    <span className="text-xs text-slate-600">{row.year}</span>
                  </li>
                ))}
              </ol>
              <ScrollTable
                caption={t`Records by year`}
                testId="company-trends-table"
                exportAs={{
                  table: () => ({
                    headers: [
                      t`Year`,
                      t`Import records`,
                      t`Import quantity`,
                      t`Unit`,
                      t`Import value`,
                      t`Export records`,
                      t`Export quantity`,
                      t`Unit`,
                      t`Export value`,
                    ],
                    rows: data.rows.map((row) => [
                      row.year,
                      ...[row.imports, row.exports].flatMap((f) => [f.records, f.quantity, f.quantityUnit, f.value]),
                    ]),
                  }),
                }}
              >
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Year</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Import records</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Import quantity</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Import value</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Export records</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Export quantity</Trans>
                    </th>
                    <th scope="col" className={classNameHead}>
                      <Trans>Export value</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((row) => (
                    <tr key={row.year}>
                      <td className="py-2 pr-3">{row.year}</td>
                      {cells(row.imports)}
                      {cells(row.exports)}
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
              <p className="flex gap-4 text-xs text-slate-600">
                <span className="flex items-center gap-1">
                  <span className="inline-block size-3 rounded-sm bg-amber-500" /> <Trans>Imports</Trans>
                </span>
                <span className="flex items-center gap-1">
                  <span className="inline-block size-3 rounded-sm bg-brand-600" /> <Trans>Exports</Trans>
                </span>
              </p>
              <SourceList sources={data.sources} />
            </div>
          );
        }}
      </QueryView>
    </Panel>
  );
}
