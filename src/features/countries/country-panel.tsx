import { useState } from "react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CachedCountry } from "./country-catalog.ts";
import { COUNTRY_MIN_COMPANIES } from "../../../contract/constants.ts";
import { cn } from "../../lib/cn.ts";
import { CheckIcon } from "../../components/ui/icons.ts";
import { countriesStartingWith } from "./country-filter.ts";
import type { CountriesView } from "./use-countries.ts";

type CountryPanelProps = {
  view: CountriesView;
  selectedCode: string | null;
  onSelect: (countryCode: string) => void;
};

/** A box to find a country by typing, then continent tabs (with the number of countries offered) and their countries. */
export function CountryPanel({ view, selectedCode, onSelect }: CountryPanelProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState("");
  const { groups } = view;

  if (!groups || groups.length === 0) return <CountryPanelEmpty view={view} />;
  const found = countriesStartingWith(
    groups.flatMap((group) => group.countries),
    text,
    i18n.locale,
  );
  const isFinding = text.trim() !== "";

  return (
    <div className="flex max-h-[min(28rem,70vh)] flex-col">
      <div className="shrink-0 border-b border-slate-200 p-2">
        <input
          type="text"
          // The panel opens to find a country: the box has the focus at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && found[0]) {
              event.preventDefault();
              onSelect(found[0].countryCode);
            }
          }}
          aria-label={t`Find a country`}
          placeholder={t`Type a country name`}
          autoComplete="off"
          className="h-9 w-full rounded-lg border-0 px-3 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500"
        />
      </div>
      {isFinding ? (
        <div className="min-h-0 overflow-y-auto p-2" data-testid="country-matches">
          {found.length ? (
            <CountryGrid countries={found} selectedCode={selectedCode} onSelect={onSelect} />
          ) : (
            <p role="status" className="px-3 py-4 text-sm text-slate-600">
              <Trans>No country offered starts with “{text}”.</Trans>
            </p>
          )}
        </div>
      ) : (
        <ContinentTabs view={view} selectedCode={selectedCode} onSelect={onSelect} />
      )}
      <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
        <Trans>The figure next to each country is its number of companies.</Trans>
      </p>
    </div>
  );
}

function ContinentTabs({ view, selectedCode, onSelect }: CountryPanelProps) {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const groups = view.groups ?? [];
  const selectedGroup = Math.max(
    0,
    groups.findIndex((g) => g.countries.some((c) => c.countryCode === selectedCode)),
  );
  return (
    <TabGroup defaultIndex={selectedGroup} className="flex min-h-0 flex-col">
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
          <TabPanel key={group.enName} className="focus:outline-none">
            <CountryGrid countries={group.countries} selectedCode={selectedCode} onSelect={onSelect} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

function CountryGrid({
  countries,
  selectedCode,
  onSelect,
}: {
  countries: readonly CachedCountry[];
  selectedCode: string | null;
  onSelect: (countryCode: string) => void;
}) {
  const { i18n } = useLingui();
  const companies = new Intl.NumberFormat(i18n.locale, { notation: "compact", maximumFractionDigits: 1 });
  return (
    <div className="grid grid-cols-1 gap-0.5 min-[480px]:grid-cols-2 sm:grid-cols-3">
      {countries.map((country) => {
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
    </div>
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
