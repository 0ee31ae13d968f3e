import { createFileRoute } from "@tanstack/react-router";
import { TrendsTab } from "../../../../../../features/trade-country/trends-tab.tsx";
import { useCountryTabProps } from "../../../../../-trade-country/country-search.ts";

export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id/tradeTrends/index")({ component: Tab });

function Tab() {
  return <TrendsTab countryCode={useCountryTabProps().countryCode} />;
}
