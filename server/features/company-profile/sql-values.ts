import { cellText } from "../../lib/cell-text.ts";

/** Row values as the two drivers return them (PGlite: numbers; pg: strings for bigint and numeric). */

export function text(value: unknown): string {
  return cellText(value);
}

export function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : cellText(value);
}

export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function int(value: unknown): number {
  return Number(value ?? 0);
}

/** A percentage rounded to 4 decimals (shares are stored as numeric(7,4)). */
export function percent(fraction: unknown): number | null {
  const value = numberOrNull(fraction);
  return value === null ? null : Math.round(value * 100 * 10_000) / 10_000;
}
