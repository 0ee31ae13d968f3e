import { createFileRoute } from "@tanstack/react-router";
import { ProductsTab } from "../../../../../../features/trade-country/products-tab.tsx";
import { useCountryTabProps } from "../../../../../-trade-country/country-search.ts";

export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id/products/index")({ component: Tab });

function Tab() {
  return <ProductsTab {...useCountryTabProps()} />;
}
