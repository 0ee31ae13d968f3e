import { createFileRoute } from "@tanstack/react-router";
import { MapTab } from "../../../../../../features/trade-company/map-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/tradeMap/map")({ component: Tab });

function Tab() {
  return <MapTab {...useCompanyTabProps()} />;
}
