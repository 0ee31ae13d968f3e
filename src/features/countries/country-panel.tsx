import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { COUNTRY_MIN_COMPANIES } from "../../../contract/constants.ts";
import { cn } from "../../lib/cn.ts";
import { CheckIcon } from "../../components/ui/icons.ts";
import type { CountriesView } from "./use-countries.ts";

type CountryPanelProps = {
  view: CountriesView;
  selectedCode: string | null;
  onSelect: (countryCode: string) => void;
};

/** Continent tabs (with the number of countries offered) and the countries of each. */
export function CountryPanel({ view, selectedCode, onSelect }: CountryPanelProps) {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const companies = new Intl.NumberFormat(i18n.locale, { notation: "compact", maximumFractionDigits: 1 });
  const { groups } = view;

  if (!groups || groups.length === 0) return <CountryPanelEmpty view={view} />;
  const selectedGroup = Math.max(
    0,
    groups.findIndex((g) => g.countries.some((c) => c.countryCode === selectedCode)),
  );

  return (
    <TabGroup defaultIndex={selectedGroup} className="flex max-h-[min(28rem,70vh)] flex-col">
      <TabList className="flex shrink-0 gap-1 overflow-x-auto border-b border-slate-200 px-2 pt-2">
        {groups.map((group) => (
          <Tab
            key={group.enName}
            className="flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 pt-1.5 pb-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus:outline-none data-focus:text-brand-700 data-selected:border-brand-700 data-selected:text-brand-700"
          >
            {group.name}
            <span className="rounded-full bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600 tabular-nums">
              {count.format(group.countries.length)}
            </span>
          </Tab>
        ))}
      </TabList>
      <TabPanels className="min-h-0 overflow-y-auto p-2">
        {groups.map((group) => (
          <TabPanel
            key={group.enName}
            className="grid grid-cols-1 gap-0.5 focus:outline-none min-[480px]:grid-cols-2 sm:grid-cols-3"
          >
            {group.countries.map((country) => {
              const isSelected = country.countryCode === selectedCode;
              return (
                <button
                  key={country.countryCode}
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(country.countryCode)}
                  className={cn(
                    "flex items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500",
                    isSelected ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700",
                  )}
                >
                  <span className="w-7 shrink-0 rounded bg-slate-100 py-0.5 text-center text-[10px] font-semibold text-slate-500">
                    {country.countryCode}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{country.name}</span>
                  {isSelected ? (
                    <CheckIcon className="size-4 text-brand-700" />
                  ) : (
                    <span className="text-xs text-slate-500 tabular-nums">{companies.format(country.companyNum)}</span>
                  )}
                </button>
              );
            })}
          </TabPanel>
        ))}
      </TabPanels>
      <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
        <Trans>The figure next to each country is its number of companies.</Trans>
      </p>
    </TabGroup>
  );
}

function CountryPanelEmpty({ view }: { view: CountriesView }) {
  const isLoading = view.groups === undefined || view.syncState === "loading" || view.syncState === "idle";
  const minimum = COUNTRY_MIN_COMPANIES;
  return (
    <p role="status" className="px-5 py-6 text-sm text-slate-600">
      {isLoading ? (
        <Trans>Loading the country list…</Trans>
      ) : view.syncState === "ready" ? (
        <Trans>No country has more than {minimum} companies in the database yet.</Trans>
      ) : (
        <Trans>
          The country list could not be loaded. It is downloaded from the server when it is reachable and then kept for
          offline use.
        </Trans>
      )}
    </p>
  );
}
