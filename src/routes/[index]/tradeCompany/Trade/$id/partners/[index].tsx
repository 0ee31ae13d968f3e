import { createFileRoute } from "@tanstack/react-router";
import { PartnersTab } from "../../../../../../features/trade-company/partners-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/partners/index")({ component: Tab });

function Tab() {
  return <PartnersTab {...useCompanyTabProps()} />;
}
