import { createFileRoute } from "@tanstack/react-router";
import { CreditTab } from "../../../../../../features/trade-company/credit-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/creditOpinion/list")({ component: Tab });

function Tab() {
  return <CreditTab aaaId={useCompanyTabProps().companyId} />;
}
