import { CountryPicker } from "../../features/countries/country-picker.tsx";
import { Capabilities } from "../../features/home/capabilities.tsx";
import { HomeApplications } from "../../features/home/home-applications.tsx";
import { HomeFooter } from "../../features/home/home-footer.tsx";
import { HomeHero } from "../../features/home/home-hero.tsx";
import { PublicHeader } from "./public-header.tsx";
import { HomeCompanySearch } from "../-company-search/home-company-search.tsx";
import { TradeSearchBox, TradeSearchResults } from "./trade-search-frame.tsx";
import { TopCountries } from "../../features/trade-country/index.ts";

import type { TradeSearch } from "./trade-search.ts";
import type { HOME_PATHS } from "../../lib/destinations.ts";

/** The company search home, or with ?Detail=Trade the trade search home. */
export function HomePage({
  isTrade,
  base,
  trade,
}: {
  isTrade: boolean;
  base: (typeof HOME_PATHS)[keyof typeof HOME_PATHS];
  trade?: TradeSearch;
}) {
  return (
    <div className="flex min-h-full flex-col">
      <PublicHeader />
      <main className="flex-1">
        <HomeHero channel={isTrade ? "trade" : "companies"} base={base}>
          {isTrade ? <TradeSearchBox trade={trade} base={base} /> : <CompanySearchFrame />}
        </HomeHero>
        {isTrade ? <TradeSearchResults trade={trade} /> : null}
        {isTrade ? <TopCountries /> : null}
        <HomeApplications />
        <Capabilities />
      </main>
      <HomeFooter />
    </div>
  );
}

function CompanySearchFrame() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-3">
      <CountryPicker className="sm:w-72" />
      <HomeCompanySearch className="flex-1" />
    </div>
  );
}
