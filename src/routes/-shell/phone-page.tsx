import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { HOME_PATHS } from "../../lib/destinations.ts";
import { Logo } from "../../components/ui/logo.tsx";
import { AppsIcon } from "../../components/ui/icons.ts";
import { barButtonClass } from "../../components/ui/bar-button.ts";
import { AccountButton } from "../../features/accounts/account-button.tsx";
import { CountryPicker } from "../../features/countries/country-picker.tsx";
import { HomeApplications } from "../../features/home/home-applications.tsx";
import { HomeFooter } from "../../features/home/home-footer.tsx";
import { HomeHero } from "../../features/home/home-hero.tsx";
import { HelpMenu } from "../../features/help/help-menu.tsx";
import { LanguageMenu } from "../../features/language/language-menu.tsx";
import { AppsDrawer } from "../../features/shell/apps-drawer.tsx";
import { HomeCompanySearch } from "../-company-search/home-company-search.tsx";
import { TradeSearchBox, TradeSearchResults } from "./trade-search-frame.tsx";
import { TopCountries } from "../../features/trade-country/index.ts";
import type { TradeSearch } from "./trade-search.ts";

/** /csiPhone (and /csiApp on a phone): the home search frame laid out for phones. */
export function PhonePage({
  isTrade,
  base = HOME_PATHS.phone,
  trade,
}: {
  isTrade: boolean;
  base?: (typeof HOME_PATHS)[keyof typeof HOME_PATHS];
  trade?: TradeSearch;
}) {
  const { t } = useLingui();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="flex min-h-full flex-col bg-slate-50" data-testid="phone-home">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-slate-200 bg-white/95 px-2 backdrop-blur">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={t`Open applications`}
          className={barButtonClass("light")}
        >
          <AppsIcon />
        </button>
        <div className="flex-1">
          <Logo />
        </div>
        <LanguageMenu tone="light" compact />
        <HelpMenu tone="light" />
        <AccountButton tone="light" />
      </header>
      <main className="flex-1">
        <HomeHero channel={isTrade ? "trade" : "companies"} base={base}>
          {isTrade ? (
            <TradeSearchBox trade={trade} base={base} />
          ) : (
            <div className="flex flex-col gap-3">
              <CountryPicker fullWidth />
              <HomeCompanySearch />
            </div>
          )}
        </HomeHero>
        {isTrade ? <TradeSearchResults trade={trade} /> : null}
        {isTrade ? <TopCountries /> : null}
        <HomeApplications layout="list" />
      </main>
      <HomeFooter />
      <AppsDrawer open={isDrawerOpen} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
