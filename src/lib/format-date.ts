/**
 * The app's one way to show a date and a date-time, in the reader's language: every screen uses these,
 * so a language shows each date in the same form everywhere (ja 1975/01/26, de 26.01.1975, en Jan 26, 1975).
 */
import { EMPTY_VALUE } from "./format-number.ts";

export type DateInput = string | number | Date | null | undefined;

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Plain dates (YYYY-MM-DD) are calendar days: read and shown in UTC so no time zone moves them. */
function toDate(value: string | number | Date): { date: Date; isPlainDate: boolean } {
  const isPlainDate = typeof value === "string" && PLAIN_DATE.test(value);
  return { date: new Date(isPlainDate ? `${value}T00:00:00Z` : value), isPlainDate };
}

function format(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions): string {
  if (value === null || value === undefined || value === "") return EMPTY_VALUE;
  const { date, isPlainDate } = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, { ...options, ...(isPlainDate ? { timeZone: "UTC" } : {}) }).format(date);
}

/** A day: "Jan 26, 1975", "26.01.1975", "1975/01/26". */
export function formatDate(value: DateInput, locale: string): string {
  return format(value, locale, { dateStyle: "medium" });
}

/** A moment: the day as `formatDate` writes it, and the time in hours and minutes. */
export function formatDateTime(value: DateInput, locale: string): string {
  return format(value, locale, { dateStyle: "medium", timeStyle: "short" });
}
