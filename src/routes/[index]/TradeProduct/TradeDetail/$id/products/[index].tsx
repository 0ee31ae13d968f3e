import { createFileRoute } from "@tanstack/react-router";
import { RelatedProductsTab } from "../../../../../../features/trade-product/related-products-tab.tsx";
import { useProductTabProps } from "../../../../../-trade-product/product-search.ts";

export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id/products/index")({ component: Tab });

function Tab() {
  return <RelatedProductsTab {...useProductTabProps()} />;
}
