import { createFileRoute } from "@tanstack/react-router";
import { CountriesTab } from "../../../../../../features/trade-company/countries-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/countries/index")({ component: Tab });

function Tab() {
  return <CountriesTab {...useCompanyTabProps()} />;
}
