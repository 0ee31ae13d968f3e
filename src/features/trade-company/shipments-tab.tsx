import { Trans } from "@lingui/react/macro";
import { Panel, QueryView } from "../trade-product/index.ts";
import { SHIPMENT_PAGE_SIZE, fetchShipments } from "./trade-company.api.ts";
import { collectPages } from "../../lib/table-export.ts";
import { useCompanyYears, useShipments, useShippingOrder } from "./queries.ts";
import { SliceControls } from "./slice-controls.tsx";
import { ShipmentTable } from "./shipment-table.tsx";
import { ShippingOrderView } from "./shipping-order.tsx";
import { ShipmentGroupsPanel } from "./shipment-groups-panel.tsx";
import { NoRecords } from "./country-records-table.tsx";
import type { CompanyTabProps } from "./tab-props.ts";
import { Pager } from "../../components/ui/pager.tsx";

export type ShipmentsTabProps = CompanyTabProps & {
  page: number;
  onPage: (page: number) => void;
  /** The shipping order open (its reference), in the URL. */
  shipment: string | undefined;
  onShipment: (ref: string | undefined) => void;
};

/** Shipment records: every record of the company in a direction (and year), a page at a time, and one's order. */
export function ShipmentsTab(props: ShipmentsTabProps) {
  const { companyId, year, flow, page, onPage, shipment, onShipment } = props;
  // The latest year with records until one is chosen (the year list shows the year listed).
  const latest = useCompanyYears(companyId, flow).data?.years[0];
  const shown = year ?? latest;
  const query = useShipments({ companyId, year: shown, flow, page });
  return (
    <div className="space-y-4">
      {shipment ? (
        <OrderOfCompany companyId={companyId} shipment={shipment} onClose={() => onShipment(undefined)} />
      ) : null}
      <Panel
        title={<Trans>Shipment records</Trans>}
        testId="company-shipments"
        actions={<SliceControls {...props} shown={shown} />}
      >
        <QueryView query={query}>
          {(data) =>
            data.rows.length === 0 ? (
              <NoRecords />
            ) : (
              <>
                <ShipmentTable
                  rows={data.rows}
                  onOpen={onShipment}
                  testId="company-shipments-table"
                  allRows={() =>
                    collectPages((pageNum, pageSize) =>
                      fetchShipments({ companyId, year: shown, flow, page: pageNum, pageSize }),
                    )
                  }
                />
                <Pager page={page} pages={Math.ceil(data.total / SHIPMENT_PAGE_SIZE)} onPage={onPage} />
              </>
            )
          }
        </QueryView>
      </Panel>
      {query.data?.rows.length ? <ShipmentGroupsPanel slice={{ companyId, flow, year: shown }} /> : null}
    </div>
  );
}

function OrderOfCompany({
  companyId,
  shipment,
  onClose,
}: {
  companyId: string;
  shipment: string;
  onClose: () => void;
}) {
  return (
    <ShippingOrderView
      query={useShippingOrder(companyId, shipment)}
      notFound={<Trans>This shipment is not a record of this company.</Trans>}
      onClose={onClose}
    />
  );
}
