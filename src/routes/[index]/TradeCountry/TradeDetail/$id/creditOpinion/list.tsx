import { createFileRoute } from "@tanstack/react-router";
import { RatingsTab } from "../../../../../../features/trade-country/ratings-tab.tsx";
import { useCountryTabProps } from "../../../../../-trade-country/country-search.ts";

export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id/creditOpinion/list")({ component: Tab });

function Tab() {
  return <RatingsTab countryCode={useCountryTabProps().countryCode} />;
}
