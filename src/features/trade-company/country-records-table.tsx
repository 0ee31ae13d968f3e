import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyCountries } from "../../../contract/trade-company.ts";
import { CountryCell, ScrollTable, countryName, formatPercent, formatUsd } from "../trade-product/index.ts";
import { formatCount, formatQuantity } from "./figures.ts";
import { asPercent } from "../../lib/table-export.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";

/** The company's partner countries ranked by records; each name opens the country's trade page. */
export function CountryRecordsTable({
  rows,
  isFull,
  testId,
}: {
  rows: CompanyCountries["rows"];
  /** With quantity and value (the countries tab), or records and share only (beside the map). */
  isFull: boolean;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  if (rows.length === 0) return <NoRecords />;
  return (
    <ScrollTable
      caption={t`Partner countries`}
      testId={testId}
      exportAs={{
        table: () => ({
          headers: [
            t`Country`,
            t`Records`,
            t({ context: "portion of trade", message: "Share" }),
            ...(isFull ? [t`Quantity`, t`Unit`, t`Value (USD)`] : []),
            t`Demo data`,
          ],
          rows: rows.map((row) => [
            countryName(row.countryCode, locale),
            row.records,
            asPercent(row.share),
            ...(isFull ? [row.quantity, row.quantityUnit, row.value] : []),
            row.isDemo ? t`Demo data` : null,
          ]),
        }),
      }}
    >
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Country</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans>Records</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans context="portion of trade">Share</Trans>
          </th>
          {isFull ? (
            <>
              <th scope="col" className={classNameHead}>
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className={classNameHead}>
                <Trans>Value (USD)</Trans>
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.countryCode}>
            <CountryCell countryCode={row.countryCode} isDemo={row.isDemo} locale={locale} />
            <td className={classNameCell}>{formatCount(row.records, locale)}</td>
            <td className={classNameCell}>{formatPercent(row.share, locale)}</td>
            {isFull ? (
              <>
                <td className={classNameCell}>{formatQuantity(row.quantity, row.quantityUnit, locale)}</td>
                <td className={classNameCell}>{formatUsd(row.value, locale)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function NoRecords() {
  return (
    <p className="text-sm text-slate-500">
      <Trans>No records of the company in this direction and year.</Trans>
    </p>
  );
}
