/** A currency's units per base unit on a day, by provider (`ecb`: per euro; `fed-h10`: per US dollar). */
export type RateLookup = (provider: FxProvider, currency: string, day: string) => FxRate | undefined;
export type FxProvider = "ecb" | "fed-h10";
export type FxRate = { rate: number; date: string | null };

const BASE: Record<FxProvider, string> = { ecb: "EUR", "fed-h10": "USD" };

function unitsPerBase(lookup: RateLookup, provider: FxProvider, currency: string, day: string): FxRate | undefined {
  if (currency === BASE[provider]) return { rate: 1, date: null };
  const found = lookup(provider, currency, day);
  return found && found.rate > 0 ? found : undefined;
}

/**
 * Units of `to` per unit of `from` on `day`, crossed through the ECB's euro rates, else the Fed's
 * dollar rates; `date` is the rate's own date (the later of the two legs), null when both legs are
 * the base. Undefined when neither provider quotes both currencies.
 */
export function conversionFactor(lookup: RateLookup, from: string, to: string, day: string): FxRate | undefined {
  if (from === to) return { rate: 1, date: null };
  for (const provider of ["ecb", "fed-h10"] as const) {
    const a = unitsPerBase(lookup, provider, from, day);
    const b = unitsPerBase(lookup, provider, to, day);
    if (!a || !b) continue;
    const dates = [a.date, b.date].filter((d): d is string => d !== null).sort();
    return { rate: b.rate / a.rate, date: dates.at(-1) ?? null };
  }
  return undefined;
}
