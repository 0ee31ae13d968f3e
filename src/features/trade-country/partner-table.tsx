import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PartnerRow } from "../../../contract/trade-country.ts";
import {
  CountryCell,
  ScrollTable,
  countryName,
  formatNumber,
  formatPercent,
  formatUsd,
} from "../trade-product/index.ts";
import { asPercent } from "../../lib/table-export.ts";

/** A country's partners ranked by value; each name opens that partner's country page. */
export function PartnerTable({
  rows,
  isFull,
  testId,
  caption,
}: {
  rows: readonly PartnerRow[];
  /** With growth and trade intensity (the partner tab), or value and share only (beside the map). */
  isFull: boolean;
  testId: string;
  caption: string;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>No trade is recorded for this country in this year.</Trans>
      </p>
    );
  }
  const classNameHead = "py-2 pr-3 text-right font-medium";
  const classNameCell = "py-2 pr-3 text-right tabular-nums";
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
            t({ context: "portion of trade", message: "Share" }),
            ...(isFull ? [t`Growth`, t`Intensity`] : []),
            t`Demo data`,
          ],
          rows: rows.map((row, index) => [
            index + 1,
            countryName(row.countryCode, locale),
            row.value,
            asPercent(row.share),
            ...(isFull ? [asPercent(row.growth), row.intensity] : []),
            row.isDemo ? t`Demo data` : null,
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
          <th scope="col" className={classNameHead}>
            <Trans>Value (USD)</Trans>
          </th>
          <th scope="col" className={classNameHead}>
            <Trans context="portion of trade">Share</Trans>
          </th>
          {isFull ? (
            <>
              <th scope="col" className={classNameHead}>
                <Trans>Growth</Trans>
              </th>
              <th scope="col" className={classNameHead}>
                <abbr title={i18n._(INTENSITY_TITLE)}>
                  <Trans>Intensity</Trans>
                </abbr>
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row, index) => (
          <tr key={row.countryCode}>
            <td className="py-2 pr-2 text-slate-500 tabular-nums">{index + 1}</td>
            <CountryCell countryCode={row.countryCode} isDemo={row.isDemo} locale={locale} />
            <td className={classNameCell}>{formatUsd(row.value, locale)}</td>
            <td className={classNameCell}>{formatPercent(row.share, locale)}</td>
            {isFull ? (
              <>
                <td className={classNameCell}>{formatPercent(row.growth, locale, true)}</td>
                <td className={classNameCell}>{formatNumber(row.intensity, locale)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

const INTENSITY_TITLE = msg`Trade intensity: the partner's share of this country's trade over its share of world trade; above 1, the two trade more with each other than the world's pattern`;
