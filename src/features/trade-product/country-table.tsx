import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { RankingRow } from "../../../contract/trade-product.ts";
import { countryName, formatNumber, formatPercent, formatUsd } from "./format.ts";
import { DemoLabel } from "./panel.tsx";
import { ScrollTable } from "./scroll-table.tsx";
import { asPercent } from "../../lib/table-export.ts";

type Column = "share" | "growth" | "rca";

/** Countries ranked by value, with the indicator columns asked for. */
export function CountryTable({
  rows,
  columns,
  testId,
  caption,
}: {
  rows: readonly Pick<RankingRow, "countryCode" | "value" | "share" | "isDemo" | "growth" | "rca">[];
  columns: readonly Column[];
  testId: string;
  caption: string;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No trade is recorded for this product in this year.</Trans>
      </p>
    );
  }
  return (
    <ScrollTable
      caption={caption}
      testId={testId}
      exportAs={{
        table: () => ({
          headers: [
            "#",
            t`Country`,
            t`Value (USD)`,
            ...(columns.includes("share") ? [t({ context: "portion of trade", message: "Share" })] : []),
            ...(columns.includes("growth") ? [t`Growth`] : []),
            ...(columns.includes("rca") ? ["RCA"] : []),
          ],
          rows: rows.map((row, index) => [
            index + 1,
            row.isDemo
              ? `${countryName(row.countryCode, locale)} (${t`Demo data`})`
              : countryName(row.countryCode, locale),
            row.value,
            ...(columns.includes("share") ? [asPercent(row.share)] : []),
            ...(columns.includes("growth") ? [asPercent(row.growth)] : []),
            ...(columns.includes("rca") ? [row.rca] : []),
          ]),
        }),
      }}
    >
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-2 font-medium">
            #
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Country</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Value (USD)</Trans>
          </th>
          {columns.includes("share") ? (
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans context="portion of trade" comment="Column: the country's percentage of the trade value">
                Share
              </Trans>
            </th>
          ) : null}
          {columns.includes("growth") ? (
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              <Trans>Growth</Trans>
            </th>
          ) : null}
          {columns.includes("rca") ? (
            <th scope="col" className="py-2 text-right font-medium">
              <abbr title={i18n._(RCA_TITLE)}>RCA</abbr>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row, index) => (
          <tr key={row.countryCode}>
            <td className="py-2 pr-2 text-slate-500 tabular-nums">{index + 1}</td>
            <CountryCell countryCode={row.countryCode} isDemo={row.isDemo} locale={locale} />
            <td className="py-2 pr-3 text-right tabular-nums">{formatUsd(row.value, locale)}</td>
            {columns.includes("share") ? (
              <td className="py-2 pr-3 text-right tabular-nums">{formatPercent(row.share, locale)}</td>
            ) : null}
            {columns.includes("growth") ? (
              <td className="py-2 pr-3 text-right tabular-nums">{formatPercent(row.growth, locale, true)}</td>
            ) : null}
            {columns.includes("rca") ? (
              <td className="py-2 text-right tabular-nums">{formatNumber(row.rca, locale)}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

const RCA_TITLE = msg`Revealed comparative advantage (Balassa): above 1, the country exports relatively more of this product than the world does`;

/** A table cell naming a country, linked to its trade page, with the demo label when the figure is demo data. */
export function CountryCell({ countryCode, isDemo, locale }: { countryCode: string; isDemo: boolean; locale: string }) {
  return (
    <td className="py-2 pr-3">
      <span className="flex flex-wrap items-center gap-1.5">
        <Link
          to="/index/TradeCountry/TradeDetail/$id/tradeMap/map"
          params={{ id: countryCode }}
          className="text-brand-800 hover:underline"
        >
          {countryName(countryCode, locale)}
        </Link>
        {isDemo ? <DemoLabel /> : null}
      </span>
    </td>
  );
}
