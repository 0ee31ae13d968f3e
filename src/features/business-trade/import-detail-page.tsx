import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  countryName,
  DemoLabel,
  FlowSwitch,
  formatNumber,
  formatUsd,
  Panel,
  QueryView,
  ScrollTable,
} from "../trade-product/index.ts";
import { fetchRecords, useRecords } from "./queries.ts";
import { asDay, collectPages, type ExportTable } from "../../lib/table-export.ts";
import { FLOW_LABELS } from "./flow-labels.ts";
import { CompanyNotFound } from "./company-not-found.tsx";

const PAGE_SIZE = 20;

/** Business › Import detail: the company's shipment records, newest first, a page at a time. */
export function ImportDetailPage({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const [flow, setFlow] = useState<TradeFlow>("import");
  const [page, setPage] = useState(1);
  const query = useRecords(companyId, flow, page, PAGE_SIZE);
  // Every page of the records in the direction shown, in the table's order (newest first).
  const exportTable = async (): Promise<ExportTable> => {
    const all = await collectPages((pageNum, pageSize) => fetchRecords(companyId, flow, pageNum, pageSize));
    return {
      headers: [
        t`Date`,
        flow === "import" ? t`Supplier` : t`Customer`,
        t`Country`,
        t`Source`,
        t`HS code`,
        t`Cargo`,
        t`Port`,
        t`Quantity`,
        t`Unit`,
        t`Value (USD)`,
      ],
      total: all.total,
      rows: all.rows.map((row) => [
        asDay(row.date),
        row.partnerName,
        row.partnerCountry ? countryName(row.partnerCountry, locale) : null,
        row.isDemo ? t`Demo data` : row.source,
        row.hsCode,
        row.cargo,
        row.port,
        row.quantity,
        row.quantityUnit,
        row.value,
      ]),
    };
  };
  const onFlow = (next: TradeFlow) => {
    setFlow(next);
    setPage(1);
  };
  return (
    <Panel
      title={<Trans>Shipment records</Trans>}
      testId="company-trade-records"
      actions={
        <FlowSwitch
          flow={flow}
          onChange={onFlow}
          labels={{ import: i18n._(FLOW_LABELS.import), export: i18n._(FLOW_LABELS.export) }}
        />
      }
    >
      <QueryView query={query} notFound={<CompanyNotFound />}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          const total = formatNumber(data.total, locale, 0);
          return data.rows.length === 0 ? (
            <p className="text-sm text-slate-500">
              <Trans>No shipment records in this direction.</Trans>
            </p>
          ) : (
            <div className="space-y-3">
              <p className="text-xs text-slate-500" data-testid="records-total">
                <Trans>Records: {total}</Trans>
              </p>
              <ScrollTable caption={t`Shipment records`} testId="records-table" exportAs={{ table: exportTable }}>
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Date</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {flow === "import" ? <Trans>Supplier</Trans> : <Trans>Customer</Trans>}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>HS code</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Cargo</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      <Trans>Port</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      <Trans>Quantity</Trans>
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <Trans>Value (USD)</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((row) => (
                    <tr key={row.id}>
                      <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{row.date}</td>
                      <td className="min-w-44 py-2 pr-3">
                        <span className="flex flex-wrap items-center gap-1.5">
                          {row.partnerName ?? "–"}
                          {row.isDemo ? (
                            <DemoLabel />
                          ) : (
                            <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px]">
                              {row.source}
                            </span>
                          )}
                        </span>
                        {row.partnerCountry ? (
                          <span className="block text-xs text-slate-500">
                            {countryName(row.partnerCountry, locale)}
                          </span>
                        ) : null}
                      </td>
                      <td className="py-2 pr-3 font-mono">{row.hsCode ?? "–"}</td>
                      <td className="min-w-44 py-2 pr-3 text-xs text-slate-700">{row.cargo ?? "–"}</td>
                      <td className="py-2 pr-3 text-xs">{row.port ?? "–"}</td>
                      <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                        {row.quantity === null
                          ? "–"
                          : `${formatNumber(row.quantity, locale)} ${row.quantityUnit ?? ""}`}
                      </td>
                      <td className="py-2 text-right tabular-nums">{formatUsd(row.value, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
              {pages > 1 ? (
                <nav aria-label={t`Record pages`} className="flex items-center justify-center gap-3 text-sm">
                  <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    <Trans>Previous</Trans>
                  </Button>
                  <span data-testid="records-page">
                    <Trans>
                      Page {page} of {pages}
                    </Trans>
                  </span>
                  <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    <Trans context="next page">Next</Trans>
                  </Button>
                </nav>
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </Panel>
  );
}
