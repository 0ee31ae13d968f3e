import type { CachedCountry } from "./country-catalog.ts";

let englishNames: Intl.DisplayNames | undefined;

/** The English name CLDR gives a region ("United States"), where the list has a short one ("US"). */
function englishName(countryCode: string): string {
  englishNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    return englishNames.of(countryCode) ?? "";
  } catch {
    return "";
  }
}

/**
 * The countries a typed text finds (spec section 5, "Country options"): a case-insensitive prefix
 * of the English name (the list's, or CLDR's full one); the name in the user's language is matched
 * the same way. Sorted as given.
 */
export function countriesStartingWith<T extends Pick<CachedCountry, "countryCode" | "nameEn" | "name">>(
  countries: readonly T[],
  text: string,
  locale: string,
): T[] {
  const prefix = text.trim().toLocaleLowerCase(locale);
  if (prefix === "") return [];
  const starts = (name: string) => name.toLocaleLowerCase(locale).startsWith(prefix);
  return countries.filter(
    (country) => starts(country.nameEn) || starts(country.name) || starts(englishName(country.countryCode)),
  );
}
