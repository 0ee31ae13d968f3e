/** The performance tabs' URL state: the currency money is shown in, and full years or quarters. */
export type PerformanceSearch = { currency?: string; period?: "annual" | "quarterly" };

/** Currencies offered besides the reporting one (each converted with the loaded ECB or Fed rates). */
export const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CNY", "CHF"] as const;

export function parsePerformanceSearch(search: Record<string, unknown>): PerformanceSearch {
  const currency = typeof search.currency === "string" ? search.currency.toUpperCase() : undefined;
  return {
    ...(currency && /^[A-Z]{3}$/.test(currency) ? { currency } : {}),
    ...(search.period === "quarterly" || search.period === "annual" ? { period: search.period } : {}),
  };
}
