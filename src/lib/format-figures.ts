/** Figures of the trade pages in the reader's language: pure (Intl only), so web workers use them too. */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options, made once: making one costs far more than formatting with it. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** USD, compact: "US$1.2B" (en), "12億US$" (ja). */
export function formatUsd(value: number | null, locale: string): string {
  if (value === null) return "–";
  return numberFormat(locale, {
    style: "currency",
    currency: "USD",
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
}

/** A fraction as a percentage: 0.1234 -> "12.3%"; null -> "–". */
export function formatPercent(value: number | null, locale: string, signed = false): string {
  if (value === null) return "–";
  return numberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: "exceptZero" as const } : {}),
  }).format(value);
}

export function formatNumber(value: number | null, locale: string, digits = 2): string {
  return value === null ? "–" : numberFormat(locale, { maximumFractionDigits: digits }).format(value);
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
