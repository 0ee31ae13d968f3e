import { createFileRoute } from "@tanstack/react-router";
import { SupplyChainTab } from "../../../../../../features/trade-product/supply-chain-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/supplyChain/index")({ component: Tab });

function Tab() {
  return <SupplyChainTab {...useProductTabProps()} />;
}
