import { createFileRoute } from "@tanstack/react-router";
import { PartnersTab } from "../../../../../../features/trade-country/partners-tab.tsx";
import { useCountryTabProps } from "../../../../../-trade-country/country-search.ts";

export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id/countries/index")({ component: Tab });

function Tab() {
  return <PartnersTab {...useCountryTabProps()} />;
}
