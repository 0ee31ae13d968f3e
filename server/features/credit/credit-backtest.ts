import { CREDIT_RATINGS } from "../../../contract/credit.ts";
import type { Rating } from "./credit-model.ts";

/** One rated company and what the later data shows of it. */
export type BacktestCase = { companyId: string; rating: Rating; zScore: number; seenLater: boolean };

export type BandResult = { rating: Rating; companies: number; notSeenLater: number; share: number | null };

/** Per rating band: how many companies, and how many (and what share) the later data no longer shows. */
export function bandResults(cases: readonly BacktestCase[]): BandResult[] {
  return CREDIT_RATINGS.map((rating) => {
    const inBand = cases.filter((c) => c.rating === rating);
    const gone = inBand.filter((c) => !c.seenLater).length;
    return { rating, companies: inBand.length, notSeenLater: gone, share: inBand.length ? gone / inBand.length : null };
  });
}

/**
 * Area under the ROC curve of the score for "not seen later": the chance that a company not seen
 * later has a lower Z'' than one seen later (ties count half). 0.5 is no better than chance.
 */
export function areaUnderCurve(cases: readonly BacktestCase[]): number | null {
  const gone = cases.filter((c) => !c.seenLater).map((c) => c.zScore);
  const kept = cases.filter((c) => c.seenLater).map((c) => c.zScore);
  if (!gone.length || !kept.length) return null;
  let wins = 0;
  for (const g of gone) for (const k of kept) wins += g < k ? 1 : g === k ? 0.5 : 0;
  return wins / (gone.length * kept.length);
}

/** Altman's zones on Z'': distress below 1.10, grey to 2.60, safe above. */
export function zoneOf(z: number): "distress" | "grey" | "safe" {
  return z < 1.1 ? "distress" : z <= 2.6 ? "grey" : "safe";
}
