import { createFileRoute } from "@tanstack/react-router";
import { CompanySupplyChainTab } from "../../../../../../features/trade-company/supply-chain-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/supplyChain/index")({ component: Tab });

function Tab() {
  return <CompanySupplyChainTab {...useCompanyTabProps()} />;
}
