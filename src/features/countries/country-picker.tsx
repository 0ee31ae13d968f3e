import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { ChevronDownIcon, CloseIcon, GlobeIcon } from "../../components/ui/icons.ts";
import { LazyWhen } from "../../lib/lazy-component.tsx";
import { useCountrySelection } from "./country-selection.ts";
import { useCountries } from "./use-countries.ts";
import { PHONE_SHEET } from "../../components/ui/phone-sheet.ts";

// The continent tabs load when the picker is first pointed at, focused or opened.
const loadCountryPanel = () => import("./country-panel.tsx").then((module) => module.CountryPanel);

/**
 * The company search's country picker: a button showing the selected country (or all countries)
 * that opens continent tabs with their countries. Works offline from the cached list.
 */
export function CountryPicker({ className, fullWidth = false }: { className?: string; fullWidth?: boolean }) {
  const { t, i18n } = useLingui();
  const view = useCountries(i18n.locale);
  const selection = useCountrySelection();
  const selected = selection.isSelected ? view.byCode.get(selection.countryCode) : undefined;
  const selectedName = selected?.name ?? selection.countryCode;

  return (
    <div className={cn("flex items-stretch", fullWidth && "w-full", className)}>
      <Popover className="relative flex-1">
        <PopoverButton
          onPointerEnter={() => void loadCountryPanel()}
          onFocus={() => void loadCountryPanel()}
          className={cn(
            "flex h-11 w-full items-center gap-2 rounded-lg bg-white px-3.5 text-left text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-200",
            "hover:ring-brand-300 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 data-open:ring-2 data-open:ring-brand-500",
            selection.isSelected && "rounded-r-none",
          )}
        >
          <GlobeIcon className="size-4.5 shrink-0 text-brand-600" />
          <span className="flex min-w-0 flex-1 flex-col leading-tight">
            <span className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">
              <Trans comment="Label of the country picker">Country</Trans>
            </span>
            <span className="truncate">{selection.isSelected ? selectedName : t`All countries`}</span>
          </span>
          <ChevronDownIcon className="size-4 shrink-0 text-slate-400" />
        </PopoverButton>
        <PopoverPanel
          anchor={{ to: "bottom start", gap: 8, padding: 12 }}
          transition
          className={cn(
            "z-40 w-[min(46rem,calc(100vw-1.5rem))] rounded-xl bg-white shadow-2xl ring-1 ring-slate-900/10 transition duration-150 data-closed:translate-y-1 data-closed:opacity-0",
            PHONE_SHEET,
          )}
        >
          {({ close }) => (
            <LazyWhen
              when
              load={loadCountryPanel}
              props={{
                view,
                selectedCode: selection.isSelected ? selection.countryCode : null,
                onSelect: (code: string) => {
                  selection.select(code);
                  close();
                },
              }}
            />
          )}
        </PopoverPanel>
      </Popover>
      {selection.isSelected ? (
        <button
          type="button"
          onClick={selection.clear}
          aria-label={t`Clear the country`}
          className="flex w-10 items-center justify-center rounded-r-lg border-l border-slate-200 bg-white text-slate-500 shadow-sm ring-1 ring-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
