/** Figures of the trade pages in the reader's language. */

/** USD, compact: "US$1.2B" (en), "12億US$" (ja). */
export function formatUsd(value: number | null, locale: string): string {
  if (value === null) return "–";
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
}

/** A fraction as a percentage: 0.1234 -> "12.3%"; null -> "–". */
export function formatPercent(value: number | null, locale: string, signed = false): string {
  if (value === null) return "–";
  return new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: "exceptZero" as const } : {}),
  }).format(value);
}

export function formatNumber(value: number | null, locale: string, digits = 2): string {
  return value === null ? "–" : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

const names = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language (ISO alpha-2), the code itself when unknown. */
export function countryName(code: string, locale: string): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
    names.set(locale, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}
