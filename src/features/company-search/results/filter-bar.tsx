import { useState } from "react";
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { UNKNOWN_COUNTRY, type FacetCount, type SearchFacets } from "../../../../contract/company-search.ts";
import { cn } from "../../../lib/cn.ts";
import { countryName, formatCount } from "../format.ts";
import { FILTER_TITLES, ISIC_SECTION_LABELS, LISTED_LABELS, YEARS_LABELS } from "../search-labels.ts";
import { FILTER_KEYS, filterValues, hasActiveFilters, type FilterKey, type ResultSearch } from "../search-params.ts";
import { ChevronDownIcon, CloseIcon, FilterIcon } from "../../../components/ui/icons.ts";
import { PHONE_SHEET } from "../../../components/ui/phone-sheet.ts";

type FilterBarProps = {
  search: ResultSearch;
  facets: SearchFacets | undefined;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: (key?: FilterKey) => void;
};

/** The name of a filter value in the user's language. */
export function useFacetLabel(): (key: FilterKey, value: string) => string {
  const { i18n, t } = useLingui();
  return (key, value) => {
    if (key === "country" && value === UNKNOWN_COUNTRY) return t`Country not known`;
    if (key === "country") return countryName(value, i18n.locale);
    const descriptor =
      key === "industry"
        ? ISIC_SECTION_LABELS[value]
        : key === "listed"
          ? LISTED_LABELS[value as "listed"]
          : YEARS_LABELS[value as "20+"];
    return descriptor ? i18n._(descriptor) : value;
  };
}

/** The facet's values with their counts, plus any chosen value the current query no longer finds. */
function optionsOf(facet: readonly FacetCount[], chosen: readonly string[]): FacetCount[] {
  const missing = chosen.filter((value) => !facet.some((f) => f.value === value)).map((value) => ({ value, count: 0 }));
  return [...facet, ...missing];
}

function FacetMenu({ filter, ...props }: FilterBarProps & { filter: FilterKey }) {
  const { i18n, t } = useLingui();
  const label = useFacetLabel();
  const [needle, setNeedle] = useState("");
  const chosen = filterValues(props.search, filter);
  const options = optionsOf(props.facets?.[filter] ?? [], chosen).filter(
    (option) => needle === "" || label(filter, option.value).toLowerCase().includes(needle.toLowerCase()),
  );
  const title = i18n._(FILTER_TITLES[filter]);
  return (
    <Popover className="relative">
      <PopoverButton
        className={cn(
          "inline-flex h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium ring-1 sm:h-9 transition-colors ring-inset focus:outline-none data-focus:ring-2 data-focus:ring-brand-500",
          chosen.length
            ? "bg-brand-50 text-brand-800 ring-brand-200"
            : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
        )}
      >
        {title}
        {chosen.length ? (
          <span className="rounded-full bg-brand-700 px-1.5 text-[11px] leading-4 font-semibold text-white">
            {chosen.length}
          </span>
        ) : null}
        <ChevronDownIcon className="size-3.5 text-slate-400" />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom start", gap: 6, padding: 12 }}
        transition
        className={cn(
          "z-40 flex w-80 flex-col rounded-xl bg-white shadow-2xl ring-1 ring-slate-900/10 transition duration-100 data-closed:opacity-0",
          PHONE_SHEET,
        )}
      >
        {filter === "country" && (props.facets?.country.length ?? 0) > 8 ? (
          <div className="border-b border-slate-100 p-2">
            <input
              type="search"
              value={needle}
              onChange={(event) => setNeedle(event.target.value)}
              placeholder={t`Find a country`}
              aria-label={t`Find a country`}
              className="h-8 w-full rounded-md border-0 px-2.5 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500 focus:outline-none"
            />
          </div>
        ) : null}
        <fieldset className="max-h-72 overflow-y-auto p-1.5 max-sm:max-h-none">
          <legend className="sr-only">{title}</legend>
          {options.length === 0 ? (
            <p className="px-2.5 py-3 text-sm text-slate-500">
              <Trans>No values for this search.</Trans>
            </p>
          ) : null}
          {options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-3 text-sm text-slate-700 hover:bg-slate-50 sm:py-1.5"
            >
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={() => props.onToggle(filter, option.value)}
                className="size-4 accent-brand-600"
              />
              {filter === "industry" ? (
                <span className="w-4 text-xs font-semibold text-slate-500">{option.value}</span>
              ) : null}
              <span className="min-w-0 flex-1 truncate">{label(filter, option.value)}</span>
              <span className="text-xs text-slate-500 tabular-nums">{formatCount(option.count, i18n.locale)}</span>
            </label>
          ))}
        </fieldset>
        {chosen.length ? (
          <div className="border-t border-slate-100 p-2 text-right">
            <button
              type="button"
              onClick={() => props.onClear(filter)}
              className="rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
            >
              <Trans>Clear this filter</Trans>
            </button>
          </div>
        ) : null}
      </PopoverPanel>
    </Popover>
  );
}

/** Filters with counts (country, industry, listed company, years in business), chips and clear-all. */
export function FilterBar(props: FilterBarProps) {
  const { t } = useLingui();
  const label = useFacetLabel();
  const chips = FILTER_KEYS.flatMap((key) => filterValues(props.search, key).map((value) => ({ key, value })));
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-1 inline-flex items-center gap-1.5 text-sm font-medium text-slate-500">
          <FilterIcon className="size-4" />
          <Trans comment="Before the filter buttons">Filters</Trans>
        </span>
        {FILTER_KEYS.map((key) => (
          <FacetMenu key={key} filter={key} {...props} />
        ))}
        {hasActiveFilters(props.search) ? (
          <button
            type="button"
            onClick={() => props.onClear()}
            className="ml-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Trans>Clear all</Trans>
          </button>
        ) : null}
      </div>
      {chips.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Active filters`}>
          {chips.map(({ key, value }) => {
            const name = label(key, value);
            return (
              <li key={`${key}:${value}`}>
                <button
                  type="button"
                  onClick={() => props.onToggle(key, value)}
                  aria-label={t`Remove filter ${name}`}
                  className="inline-flex items-center gap-1 rounded-full bg-white py-0.5 pr-1.5 pl-2.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
                >
                  {name}
                  <CloseIcon className="size-3 text-slate-400" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
