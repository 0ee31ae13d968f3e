import { createFileRoute } from "@tanstack/react-router";
import { CountryDataTab } from "../../../../../../features/trade-country/country-data-tab.tsx";
import { useCountryTabProps } from "../../../../../-trade-country/country-search.ts";

export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id/countryData/index")({ component: Tab });

function Tab() {
  return <CountryDataTab countryCode={useCountryTabProps().countryCode} />;
}
