import type { SanctionBirthDate } from "../sanction-entry.ts";

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

type DateParts = { year: number | null; month: number | null; day: number | null };

/** "10 Dec 1948", "Dec 1948", "1948", "1948-12-10", "10/12/1948" (day first), "00/00/1980". */
export function dateParts(text: string): DateParts {
  const t = text.trim();
  let m = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(t);
  if (m) return { day: Number(m[1]), month: MONTHS[(m[2] as string).toLowerCase()] ?? null, year: Number(m[3]) };
  m = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(t);
  if (m) return { day: null, month: MONTHS[(m[1] as string).toLowerCase()] ?? null, year: Number(m[2]) };
  m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]) || null, day: Number(m[3]) || null };
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (m) return { day: Number(m[1]) || null, month: Number(m[2]) || null, year: Number(m[3]) || null };
  m = /^(\d{4})$/.exec(t);
  if (m) return { day: null, month: null, year: Number(m[1]) };
  return { day: null, month: null, year: null };
}

/** A birth date as lists write it: exact, partial, "circa …", or a range "… to …". */
export function birthDate(text: string): SanctionBirthDate {
  const clean = text.trim();
  const isApproximate = /\b(circa|approximately|about)\b/i.test(clean);
  const body = clean.replace(/\b(circa|approximately|about)\b/gi, "").trim();
  const [from = "", to] = body.split(/\s+(?:to|-)\s+/);
  const start = dateParts(from);
  const end = to ? dateParts(to) : null;
  return { text: clean, ...start, yearTo: end?.year ?? null, isApproximate };
}

/** An ISO date (YYYY-MM-DD) from day-first or ISO text, or null. */
export function isoDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const { year, month, day } = dateParts(text);
  if (!year || !month || !day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** An ISO date from a US month-first date (BIS: "06/19/2003"). */
export function isoDateMonthFirst(text: string | null | undefined): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((text ?? "").trim());
  if (!m) return null;
  return `${m[3]}-${(m[1] as string).padStart(2, "0")}-${(m[2] as string).padStart(2, "0")}`;
}
