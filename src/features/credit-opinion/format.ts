/** A probability given in per cent: 0.2 -> "0.2%", 40 -> "40%". */
export function formatPd(percent: number | null, locale: string): string {
  if (percent === null) return "–";
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}

export function formatRatio(value: number | null, locale: string, digits = 2): string {
  return value === null ? "–" : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}
