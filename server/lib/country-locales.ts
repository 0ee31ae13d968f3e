import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { LOCALES, type Locale } from "../../contract/locales.ts";

const require = createRequire(import.meta.url);

/** The i18n-iso-countries version whose locale files give the country names. */
export const I18N_ISO_COUNTRIES_VERSION: string = (
  JSON.parse(readFileSync(require.resolve("i18n-iso-countries/package.json"), "utf8")) as { version: string }
).version;

type LocaleFile = { locale: string; countries: Record<string, string | string[]> };

/** The package's JSON locale file for one interface language: alpha-2 → name or [official, ...variants]. */
export function countryLocaleFile(locale: Locale): Record<string, string | string[]> {
  const path = require.resolve(`i18n-iso-countries/langs/${locale}.json`);
  return (JSON.parse(readFileSync(path, "utf8")) as LocaleFile).countries;
}

/** Paths of the nine locale files, for the data-set version. */
export function countryLocalePaths(): string[] {
  return LOCALES.map((locale) => require.resolve(`i18n-iso-countries/langs/${locale}.json`));
}

/**
 * The display name in a locale. Where the package lists several names (an official one first, then
 * variants) the one CLDR uses for display is taken when it is among them, else the first.
 */
export function pickDisplayName(value: string | string[] | undefined, cldrName: string | undefined): string | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return value;
  if (cldrName && value.includes(cldrName)) return cldrName;
  return value[0] ?? null;
}

/** Every name of every country in one locale, variants included. */
export function allNames(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The nine names of one country, keyed by locale. */
export function localisedNames(
  files: Record<Locale, Record<string, string | string[]>>,
  alpha2: string,
): Record<Locale, string> {
  const names = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const cldr = new Intl.DisplayNames([locale === "zh" ? "zh-Hans" : locale], { type: "region", fallback: "none" });
    let cldrName: string | undefined;
    try {
      cldrName = cldr.of(alpha2);
    } catch {
      cldrName = undefined;
    }
    const name = pickDisplayName(files[locale][alpha2], cldrName);
    if (name) names[locale] = name;
  }
  return names;
}
