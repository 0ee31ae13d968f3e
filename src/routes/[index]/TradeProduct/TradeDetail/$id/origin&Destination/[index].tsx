import { createFileRoute } from "@tanstack/react-router";
import { OriginDestinationTab } from "../../../../../../features/trade-product/origin-destination-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/origin&Destination/index")({
  component: Tab,
});

function Tab() {
  return <OriginDestinationTab {...useProductTabProps()} />;
}
