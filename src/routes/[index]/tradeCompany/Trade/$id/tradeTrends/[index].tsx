import { createFileRoute } from "@tanstack/react-router";
import { TrendsTab } from "../../../../../../features/trade-company/trends-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/tradeTrends/index")({ component: Tab });

function Tab() {
  return <TrendsTab companyId={useCompanyTabProps().companyId} />;
}
