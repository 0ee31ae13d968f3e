import { Trans } from "@lingui/react/macro";
import {
  Panel,
  QueryView,
  SHIPMENT_PAGE_SIZE,
  YearSelect,
  useProductShipments,
  useProductShippingOrder,
  useShippingOverview,
} from "../trade-product/index.ts";
import { ShipmentTable, ShippingOrderView } from "../trade-company/index.ts";
import { Pager } from "../../components/ui/pager.tsx";

export type ProductShipmentsTabProps = {
  hsCode: string;
  year: number | undefined;
  onYear: (year: number) => void;
  page: number;
  onPage: (page: number) => void;
  /** The shipping order open (its reference), in the URL. */
  shipment: string | undefined;
  onShipment: (ref: string | undefined) => void;
};

/** Import detail of a product: its shipment records of a year, a page at a time, and one's shipping order. */
export function ProductShipmentsTab({
  hsCode,
  year,
  onYear,
  page,
  onPage,
  shipment,
  onShipment,
}: ProductShipmentsTabProps) {
  // The years with records, and the latest until one is chosen (from the roll-ups).
  const overview = useShippingOverview(hsCode, year);
  const shown = year ?? overview.data?.year ?? undefined;
  const query = useProductShipments({ hsCode, year: shown, page });
  return (
    <div className="space-y-4">
      {shipment ? <OrderOfProduct hsCode={hsCode} shipment={shipment} onClose={() => onShipment(undefined)} /> : null}
      <Panel
        title={<Trans>Shipment records</Trans>}
        testId="product-shipments"
        actions={<YearSelect years={overview.data?.years ?? []} year={shown ?? null} onChange={onYear} />}
      >
        <QueryView query={query}>
          {(data) =>
            data.rows.length === 0 ? (
              <p className="text-sm text-slate-500">
                <Trans>No company shipment records of this product.</Trans>
              </p>
            ) : (
              <>
                <ShipmentTable
                  rows={data.rows}
                  onOpen={onShipment}
                  testId="product-shipments-table"
                  partnerLabel={<Trans>Importer</Trans>}
                />
                <Pager page={page} pages={Math.ceil(data.total / SHIPMENT_PAGE_SIZE)} onPage={onPage} />
              </>
            )
          }
        </QueryView>
      </Panel>
    </div>
  );
}

function OrderOfProduct({ hsCode, shipment, onClose }: { hsCode: string; shipment: string; onClose: () => void }) {
  return (
    <ShippingOrderView
      query={useProductShippingOrder(hsCode, shipment)}
      notFound={<Trans>This shipment is not a record of this product.</Trans>}
      onClose={onClose}
    />
  );
}
