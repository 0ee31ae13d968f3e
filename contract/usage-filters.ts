import { Type } from "typebox";

/**
 * The Database pages' date filter (docs/decisions/0055-group-credit-pool.md): optional first and
 * last day, YYYY-MM-DD, both included, in UTC. The schema checks the form; `dayRange` the dates.
 */
const Day = Type.String({ pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description: "YYYY-MM-DD (UTC)" });
export const DateRangeFields = {
  startDate: Type.Optional(Day),
  endDate: Type.Optional(Day),
};

function dayStart(day: string): Date | null {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day ? null : at;
}

/**
 * The instants a day range covers: from the first day's start, to before the day after the last.
 * Null when a day does not exist (2026-02-30) or the range ends before it starts.
 */
export function dayRange(range: { startDate?: string | undefined; endDate?: string | undefined }) {
  const from = range.startDate === undefined ? undefined : dayStart(range.startDate);
  const last = range.endDate === undefined ? undefined : dayStart(range.endDate);
  if (from === null || last === null) return null;
  const before = last === undefined ? undefined : new Date(last.getTime() + 86_400_000);
  if (from && before && from >= before) return null;
  return { from, before };
}
