import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { cn } from "../../lib/cn.ts";
import { QueryView, TradePageFrame } from "../trade-product/index.ts";
import { useTradeData } from "./queries.ts";
import { CountryHeader } from "./country-header.tsx";
import { COUNTRY_TAB_PATHS, type CountryTabName } from "./tab-paths.ts";

const LABELS: Record<CountryTabName, MessageDescriptor> = {
  map: msg`Trade map`,
  countryData: msg`Country data`,
  countries: msg`Partner countries`,
  enterprises: msg`Enterprises`,
  importDetailCountry: msg`Monthly records`,
  products: msg`Products`,
  tradeTrends: msg`Trade trends`,
  creditOpinion: msg`Credit ratings`,
};

/** The country page: header, tabs, and the open tab under them. */
export function CountryLayout({
  countryCode,
  active,
  children,
}: {
  countryCode: string;
  active: CountryTabName;
  children: ReactNode;
}) {
  const trade = useTradeData(countryCode);
  return (
    <TradePageFrame testId="country-page">
      <QueryView query={trade} notFound={<Trans>There is no country with this code.</Trans>}>
        {(data) => (
          <>
            <CountryHeader trade={data} />
            <CountryTabs countryCode={countryCode} active={active} />
            <div data-testid={`country-tab-panel-${active}`}>{children}</div>
          </>
        )}
      </QueryView>
    </TradePageFrame>
  );
}

function CountryTabs({ countryCode, active }: { countryCode: string; active: CountryTabName }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Country sections`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {COUNTRY_TAB_PATHS.map((tab) => (
          <li key={tab.name}>
            <Link
              to={tab.to}
              params={{ id: countryCode }}
              search={(prev) => prev}
              aria-current={tab.name === active ? "page" : undefined}
              data-testid={`country-tab-${tab.name}`}
              className={cn(
                "-mb-px block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap",
                tab.name === active
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {i18n._(LABELS[tab.name])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
