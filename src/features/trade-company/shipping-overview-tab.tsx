import { Link } from "@tanstack/react-router";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { Panel, QueryView, formatUsd } from "../trade-product/index.ts";
import { SourceList } from "../trade-country/index.ts";
import { useCompanyTrends, useShipments } from "./queries.ts";
import { ShipmentTable } from "./shipment-table.tsx";
import { formatQuantity } from "./figures.ts";

/** Shipping overview: the company's records by direction and its latest shipments, each with its order. */
export function ShippingOverviewTab({
  companyId,
  onShipment,
}: {
  companyId: string;
  /** Opens a shipment's order (on the records tab, in its direction). */
  onShipment: (ref: string, flow: TradeFlow) => void;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const trends = useCompanyTrends(companyId);
  const flow: TradeFlow =
    (trends.data?.imports.records ?? 0) >= (trends.data?.exports.records ?? 0) ? "import" : "export";
  const latest = useShipments({ companyId, flow, year: undefined, page: 1 });
  return (
    <div className="space-y-4">
      <Panel title={<Trans>Shipping overview</Trans>} testId="company-shipping-overview">
        <QueryView query={trends}>
          {(data) => (
            <div className="space-y-3">
              <div className="grid gap-3 sm:grid-cols-2">
                {(["import", "export"] as const).map((direction) => {
                  const figures = direction === "import" ? data.imports : data.exports;
                  return (
                    <div key={direction} className="rounded-lg bg-slate-50 p-3 text-sm">
                      <p className="font-semibold text-slate-800">
                        {direction === "import" ? <Trans>Imports</Trans> : <Trans>Exports</Trans>}
                      </p>
                      <p className="text-slate-700 tabular-nums">
                        <ShipmentCount count={figures.records} />
                      </p>
                      <p className="text-xs text-slate-600 tabular-nums">
                        {formatQuantity(figures.quantity, figures.quantityUnit, locale)} ·{" "}
                        {formatUsd(figures.value, locale)}
                      </p>
                    </div>
                  );
                })}
              </div>
              <SourceList sources={data.sources} />
            </div>
          )}
        </QueryView>
      </Panel>
      <Panel
        title={<Trans>Latest shipments</Trans>}
        actions={
          <Link
            to="/index/tradeCompany/Trade/$id/shippingOverview/importDetailCompany"
            params={{ id: companyId }}
            search={(prev) => ({ ...prev, flow })}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            <Trans>All shipment records</Trans>
          </Link>
        }
      >
        <QueryView query={latest}>
          {(data) => (
            <ShipmentTable
              rows={data.rows.slice(0, 5)}
              onOpen={(ref) => onShipment(ref, flow)}
              testId="company-latest-shipments"
            />
          )}
        </QueryView>
      </Panel>
    </div>
  );
}

function ShipmentCount({ count }: { count: number }) {
  return <>{plural(count, { one: "# shipment record", other: "# shipment records" })}</>;
}
