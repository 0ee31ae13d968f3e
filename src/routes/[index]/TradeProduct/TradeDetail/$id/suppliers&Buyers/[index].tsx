import { createFileRoute } from "@tanstack/react-router";
import { SuppliersBuyersTab } from "../../../../../../features/trade-product/suppliers-buyers-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/suppliers&Buyers/index")({ component: Tab });

function Tab() {
  return <SuppliersBuyersTab {...useProductTabProps()} />;
}
