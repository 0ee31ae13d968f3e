import { createFileRoute, Outlet, useLocation } from "@tanstack/react-router";
import { CountryLayout } from "../../../../features/trade-country/country-layout.tsx";
import { countryTabOf } from "../../../../features/trade-country/tab-paths.ts";
import { parseCountrySearch } from "../../../-trade-country/country-search.ts";

/** /index/TradeCountry/TradeDetail/$id: a country's trade (id = ISO alpha-2 code); tabs are child routes. */
export const Route = createFileRoute("/index/TradeCountry/TradeDetail/$id")({
  validateSearch: parseCountrySearch,
  component: CountryRoute,
});

function CountryRoute() {
  const { id } = Route.useParams();
  const { pathname } = useLocation();
  return (
    <CountryLayout key={id} countryCode={id} active={countryTabOf(pathname)}>
      <Outlet />
    </CountryLayout>
  );
}
