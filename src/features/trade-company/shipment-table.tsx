import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Shipments } from "../../../contract/trade-company.ts";
import { DemoLabel, ScrollTable, countryName, formatUsd } from "../trade-product/index.ts";
import { asDay, type ExportTable } from "../../lib/table-export.ts";
import { formatQuantity } from "./figures.ts";

const classNameCell = "py-2 pr-3 text-right tabular-nums";

type ShipmentRows = { rows: Shipments["rows"]; total: number };

/**
 * Shipment records newest first; each opens its shipping order. Export writes the rows shown, or with
 * `allRows` every record of the list (the same filters, every page).
 */
export function ShipmentTable({
  rows,
  onOpen,
  testId,
  partnerLabel,
  allRows,
}: {
  rows: Shipments["rows"];
  onOpen: (ref: string) => void;
  testId: string;
  /** The heading of the partner column (default "Partner"; a product's list names the importer). */
  partnerLabel?: ReactNode;
  allRows?: () => Promise<ShipmentRows>;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const place = (code: string | null) => (code ? countryName(code, locale) : "–");
  const exportTable = async (): Promise<ExportTable> => {
    const all = allRows ? await allRows() : { rows, total: rows.length };
    const demo = t`Demo data`;
    return {
      headers: [
        t`Date`,
        t`HS code`,
        t`Cargo`,
        t`Partner`,
        t`Origin`,
        t`Destination`,
        t`Quantity`,
        t`Unit`,
        t`Value (USD)`,
        demo,
      ],
      total: all.total,
      rows: all.rows.map((row) => [
        asDay(row.arrivalDate),
        row.hsCode,
        row.cargo,
        row.partnerName,
        row.originCountry ? countryName(row.originCountry, locale) : null,
        row.destinationCountry ? countryName(row.destinationCountry, locale) : null,
        row.quantity,
        row.quantityUnit,
        row.value,
        row.isDemo ? demo : null,
      ]),
    };
  };
  return (
    <ScrollTable caption={t`Shipment records`} testId={testId} exportAs={{ table: exportTable }}>
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Date</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Cargo</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {partnerLabel ?? <Trans>Partner</Trans>}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Route</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Value (USD)</Trans>
          </th>
          <th scope="col" className="py-2 font-medium">
            <span className="sr-only">
              <Trans>Shipping order</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.ref} data-testid="shipment-row">
            <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{row.arrivalDate}</td>
            <td className="max-w-xs py-2 pr-3">
              <span className="font-mono text-xs text-brand-800">{row.hsCode ?? ""}</span>{" "}
              <span className="line-clamp-1" lang="en">
                {row.cargo ?? "–"}
              </span>
            </td>
            <td className="py-2 pr-3">{row.partnerName ?? "–"}</td>
            <td className="py-2 pr-3 whitespace-nowrap">
              {place(row.originCountry)} → {place(row.destinationCountry)}
            </td>
            <td className={classNameCell}>{formatQuantity(row.quantity, row.quantityUnit, locale)}</td>
            <td className={classNameCell}>{formatUsd(row.value, locale)}</td>
            <td className="py-2">
              <span className="flex items-center justify-end gap-2">
                {row.isDemo ? <DemoLabel /> : null}
                <button
                  type="button"
                  onClick={() => onOpen(row.ref)}
                  className="text-sm font-medium whitespace-nowrap text-brand-700 hover:underline"
                  data-testid="shipment-open"
                >
                  <Trans>Details</Trans>
                </button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
