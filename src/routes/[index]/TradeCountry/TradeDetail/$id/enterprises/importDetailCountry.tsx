import { createFileRoute } from "@tanstack/react-router";
import { EnterprisesTab } from "../../../../../../features/trade-country/enterprises-tab.tsx";
import { useCountryTabProps } from "../../../../../-trade-country/country-search.ts";

export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id/enterprises/importDetailCountry")({
  component: Tab,
});

function Tab() {
  return <EnterprisesTab {...useCountryTabProps("import")} unit="month" />;
}
