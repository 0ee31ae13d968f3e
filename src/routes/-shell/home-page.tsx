import { Trans } from "@lingui/react/macro";
import { CountryPicker } from "../../features/countries/country-picker.tsx";
import { Capabilities } from "../../features/home/capabilities.tsx";
import { HomeApplications } from "../../features/home/home-applications.tsx";
import { HomeFooter } from "../../features/home/home-footer.tsx";
import { HomeHero } from "../../features/home/home-hero.tsx";
import { PublicHeader } from "./public-header.tsx";
import { HomeCompanySearch } from "../-company-search/home-company-search.tsx";

/** The company search home, or with ?Detail=Trade the trade search home. */
export function HomePage({ isTrade, base }: { isTrade: boolean; base: string }) {
  return (
    <div className="flex min-h-full flex-col">
      <PublicHeader />
      <main className="flex-1">
        <HomeHero channel={isTrade ? "trade" : "companies"} base={base}>
          {isTrade ? <TradeNotBuilt /> : <CompanySearchFrame />}
        </HomeHero>
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

/** The trade home by its address: its search is not built yet, and says so instead of an empty frame. */
function TradeNotBuilt() {
  return (
    <p role="status" className="text-sm text-brand-100">
      <Trans>Trade search is not available in this version. Company search is.</Trans>
    </p>
  );
}
