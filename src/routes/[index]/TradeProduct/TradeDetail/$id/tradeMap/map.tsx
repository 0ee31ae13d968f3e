import { createFileRoute } from "@tanstack/react-router";
import { MapTab } from "../../../../../../features/trade-product/map-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/tradeMap/map")({ component: Tab });

function Tab() {
  return <MapTab {...useProductTabProps()} />;
}
