import { EMPTY_VALUE } from "../../lib/format-number.ts";

/** Locale-aware display of the list's values; "-" for what is not known (spec: empty shows a dash). */

const REGION_LOCALES: Record<string, string> = { zh: "zh-CN", pt: "pt-PT" };

const regionNames = new Map<string, Intl.DisplayNames>();

export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return EMPTY_VALUE;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([REGION_LOCALES[locale] ?? locale], { type: "region" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatCount(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return new Intl.NumberFormat(locale).format(value);
}

/** An exact decimal amount (a string from the API) in compact form: 75.9 bn. */
export function formatCompactAmount(value: string | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === "") return EMPTY_VALUE;
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(number);
}

export function formatPercent(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} %`;
}
