import { createFileRoute } from "@tanstack/react-router";
import { ProductShipmentsTab } from "../../../../../../features/trade-product-shipping/product-shipments-tab.tsx";
import { useProductShipmentProps, useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/shippingOverview/importDetailProduct")({
  component: Tab,
});

function Tab() {
  return <ProductShipmentsTab {...useProductTabProps()} {...useProductShipmentProps()} />;
}
