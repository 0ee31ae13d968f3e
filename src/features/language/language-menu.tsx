import { useLingui } from "@lingui/react/macro";
import { activateLocale, LOCALE_NAMES, LOCALES, type Locale } from "../../lib/i18n.ts";
import { isLocale } from "../../../contract/locales.ts";
import { barButtonClass, type BarTone } from "../../components/ui/bar-button.ts";
import { DropdownItem, DropdownMenu } from "../../components/ui/dropdown-menu.tsx";
import { ChevronDownIcon, GlobeIcon } from "../../components/ui/icons.ts";

/** The language menu of every layout: the nine interface languages, each named in itself. */
export function LanguageMenu({ tone, compact = false }: { tone: BarTone; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : "en";
  const currentName = LOCALE_NAMES[current];
  return (
    <DropdownMenu
      label={t`Language: ${currentName}`}
      buttonClassName={barButtonClass(tone)}
      width="w-48"
      button={
        <>
          <GlobeIcon />
          <span className={compact ? "sr-only" : "hidden md:inline"}>{currentName}</span>
          <ChevronDownIcon className="hidden size-4 opacity-70 md:block" />
        </>
      }
    >
      {LOCALES.map((locale) => (
        <DropdownItem
          key={locale}
          lang={locale}
          checked={locale === current}
          onSelect={() => void activateLocale(locale)}
        >
          {LOCALE_NAMES[locale]}
        </DropdownItem>
      ))}
    </DropdownMenu>
  );
}
