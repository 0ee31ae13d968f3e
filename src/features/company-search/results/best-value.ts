import type { CompareCompany } from "../../../../contract/company-search-actions.ts";

/** A measure to rank companies by: the highest value is best, or the lowest when `isLowerBetter`. */
export type Ranked = { rank?: (company: CompareCompany) => number | null; isLowerBetter?: boolean };

/** The index of the best company on a row, when two or more have a value and they differ. */
export function bestIndex(row: Ranked, companies: readonly CompareCompany[]): number {
  if (!row.rank) return -1;
  const values = companies.map((company) => row.rank!(company));
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length < 2 || new Set(known).size < 2) return -1;
  const best = row.isLowerBetter ? Math.min(...known) : Math.max(...known);
  return values.indexOf(best);
}
