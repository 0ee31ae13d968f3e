import { createFileRoute } from "@tanstack/react-router";
import { ProductsTab } from "../../../../../../features/trade-company/products-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/products/index")({ component: Tab });

function Tab() {
  return <ProductsTab {...useCompanyTabProps()} />;
}
