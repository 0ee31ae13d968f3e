import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ProductShippingOverviewTab } from "../../../../../../features/trade-product-shipping/product-shipping-overview-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/shippingOverview/index")({ component: Tab });

/** A record chosen here opens on the records tab, with its shipping order. */
function Tab() {
  const { hsCode, year, onYear } = useProductTabProps();
  const navigate = useNavigate();
  return (
    <ProductShippingOverviewTab
      hsCode={hsCode}
      year={year}
      onYear={onYear}
      onShipment={(shipment) =>
        void navigate({
          to: "/index/TradeProduct/TradeDetail/$id/shippingOverview/importDetailProduct",
          params: { id: hsCode },
          search: (prev) => ({ ...prev, shipment }),
        })
      }
    />
  );
}
