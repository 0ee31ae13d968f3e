import { createFileRoute } from "@tanstack/react-router";
import { CompanyCompetitivenessTab } from "../../../../../../features/trade-company/competitiveness-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/competitiveness/index")({ component: Tab });

function Tab() {
  return <CompanyCompetitivenessTab {...useCompanyTabProps()} />;
}
