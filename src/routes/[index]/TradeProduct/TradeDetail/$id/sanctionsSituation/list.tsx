import { createFileRoute } from "@tanstack/react-router";
import { SanctionsTab } from "../../../../../../features/trade-product/sanctions-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/sanctionsSituation/list")({ component: Tab });

function Tab() {
  return <SanctionsTab {...useProductTabProps()} />;
}
