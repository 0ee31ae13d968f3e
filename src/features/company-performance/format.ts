import type { RatioUnit } from "../../../contract/performance.ts";
import { formatCompactMoney } from "../../lib/format-number.ts";

/** A ratio in its unit: per cent (the value is already in per cent), days, times, money or a count. */
export function formatRatio(value: number | null, unit: RatioUnit, currency: string, locale: string): string {
  if (value === null) return "–";
  if (unit === "money") return formatCompactMoney(value, currency, locale);
  if (unit === "percent")
    return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
  const digits = unit === "count" ? 0 : unit === "days" ? 1 : 2;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return unit === "times" ? `${number}×` : number;
}

/** A date (YYYY-MM-DD) in the reader's language, medium style, read as UTC. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
