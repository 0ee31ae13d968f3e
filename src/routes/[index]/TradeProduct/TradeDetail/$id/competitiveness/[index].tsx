import { createFileRoute } from "@tanstack/react-router";
import { CompetitivenessTab } from "../../../../../../features/trade-product/competitiveness-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/competitiveness/index")({ component: Tab });

function Tab() {
  return <CompetitivenessTab {...useProductTabProps()} />;
}
