import { createFileRoute } from "@tanstack/react-router";
import { ShipmentsTab } from "../../../../../../features/trade-company/shipments-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/shippingOverview/importDetailCompany")({
  component: Tab,
});

function Tab() {
  return <ShipmentsTab {...useCompanyTabProps()} />;
}
