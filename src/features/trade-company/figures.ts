import { numberFormat } from "../../lib/format-figures.ts";

/** A quantity with its unit ("1,234 kbbl"), whole units in the reader's language; "–" without one. */
export function formatQuantity(quantity: number | null, unit: string | null, locale: string): string {
  if (quantity === null) return "–";
  const amount = numberFormat(locale, { maximumFractionDigits: 0 }).format(quantity);
  return unit ? `${amount} ${unit}` : amount;
}

/** A count of records in the reader's language. */
export const formatCount = (count: number, locale: string) => numberFormat(locale).format(count);
