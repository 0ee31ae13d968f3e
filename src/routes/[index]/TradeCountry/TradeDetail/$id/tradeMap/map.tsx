import { createFileRoute } from "@tanstack/react-router";
import { MapTab } from "../../../../../../features/trade-country/map-tab.tsx";
import { useCountryTabProps } from "../../../../../-trade-country/country-search.ts";

export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id/tradeMap/map")({ component: Tab });

function Tab() {
  return <MapTab {...useCountryTabProps()} />;
}
