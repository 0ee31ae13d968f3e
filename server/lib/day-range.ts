import { dayRange } from "../../contract/usage-filters.ts";
import { ruleBroken } from "./app-error.ts";

/** A filter's day range as instants; 400 with the envelope when a day does not exist or the range is reversed. */
export function dayRangeOf(range: { startDate?: string | undefined; endDate?: string | undefined }) {
  const instants = dayRange(range);
  if (!instants) throw ruleBroken("dateRangeInvalid");
  return instants;
}
