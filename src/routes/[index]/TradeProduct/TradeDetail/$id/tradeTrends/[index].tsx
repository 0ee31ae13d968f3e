import { createFileRoute } from "@tanstack/react-router";
import { TrendsTab } from "../../../../../../features/trade-product/trends-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/tradeTrends/index")({ component: Tab });

function Tab() {
  return <TrendsTab {...useProductTabProps()} />;
}
