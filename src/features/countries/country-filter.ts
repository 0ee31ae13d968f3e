import type { CachedCountry } from "../../offline/db.ts";

/**
 * The countries a typed text finds (spec section 5, "Country options"): a case-insensitive prefix
 * of the English name; the name in the user's language is matched the same way. Sorted as given.
 */
export function countriesStartingWith<T extends Pick<CachedCountry, "nameEn" | "name">>(
  countries: readonly T[],
  text: string,
  locale: string,
): T[] {
  const prefix = text.trim().toLocaleLowerCase(locale);
  if (prefix === "") return [];
  const starts = (name: string) => name.toLocaleLowerCase(locale).startsWith(prefix);
  return countries.filter((country) => starts(country.nameEn) || starts(country.name));
}
