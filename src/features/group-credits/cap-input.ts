import { MONTHLY_CAP_MAX } from "../../../contract/credit-pool.ts";

/** A cap as typed: empty is no cap; otherwise a whole number from 0 to the maximum, or invalid. */
export function parseCap(text: string): { cap: number | null } | null {
  const value = text.trim();
  if (value === "") return { cap: null };
  if (!/^\d+$/.test(value)) return null;
  const cap = Number(value);
  return cap <= MONTHLY_CAP_MAX ? { cap } : null;
}
