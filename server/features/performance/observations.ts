import type { RatioUnit } from "../../../contract/performance.ts";

/**
 * The observation items (docs/CREDIT.md): a value a credit analyst watches, the limit it is checked
 * against, and on which side of the limit it must stay.
 */
export const OBSERVATION_RULES = [
  { key: "netMargin", unit: "percent", rule: "atLeast", threshold: 0 },
  { key: "operatingCashFlow", unit: "money", rule: "atLeast", threshold: 0 },
  { key: "currentRatio", unit: "times", rule: "atLeast", threshold: 1 },
  { key: "quickRatio", unit: "times", rule: "atLeast", threshold: 0.5 },
  { key: "debtRatio", unit: "percent", rule: "atMost", threshold: 80 },
  { key: "equityRatio", unit: "percent", rule: "atLeast", threshold: 10 },
  { key: "interestCover", unit: "times", rule: "atLeast", threshold: 1.5 },
  { key: "revenueGrowth", unit: "percent", rule: "atLeast", threshold: -10 },
] as const satisfies readonly { key: string; unit: RatioUnit; rule: "atLeast" | "atMost"; threshold: number }[];

export type ObservationRule = (typeof OBSERVATION_RULES)[number];

/** `ok` when the value keeps to its side of the limit (the limit itself included), `watch` otherwise, `unknown` without a value. */
export function observationStatus(rule: ObservationRule, value: number | null): "ok" | "watch" | "unknown" {
  if (value === null) return "unknown";
  const keeps = rule.rule === "atLeast" ? value >= rule.threshold : value <= rule.threshold;
  return keeps ? "ok" : "watch";
}

/** Where a value lies in a distribution given by its 10th, 50th and 90th percentiles. */
export function standingOf(
  value: number | null,
  norm: { median: number | null; top_decile: number | null; bottom_decile: number | null },
): "top10" | "aboveMedian" | "belowMedian" | "bottom10" | null {
  if (value === null || norm.median === null) return null;
  if (norm.top_decile !== null && value >= norm.top_decile) return "top10";
  if (norm.bottom_decile !== null && value <= norm.bottom_decile) return "bottom10";
  return value >= norm.median ? "aboveMedian" : "belowMedian";
}
