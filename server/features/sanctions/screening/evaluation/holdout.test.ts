import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MATCH_THRESHOLD } from "../../../../../contract/screening.ts";
import type { ScreeningEngine } from "../screening-engine.ts";
import { bundledEngine } from "./bundled-engine.ts";
import { KINDS } from "./cases.ts";
import { casesOf } from "./evaluation-sets.ts";
import { runCases, totals, type CaseResult } from "./evaluate.ts";

/** The floors docs/SCREENING.md documents for the held-out set. */
const FLOORS = { recall: 0.93, fpr: 0.025, precisionAt1: 0.95 };

let engine: ScreeningEngine;
let results: CaseResult[];
beforeAll(() => {
  engine = bundledEngine();
  // A sample of the held-out set: 60 positives per perturbation kind, 600 company and 300 person names.
  const { cases } = casesOf(engine, "holdout", { perKind: 60, companies: 600, persons: 300 });
  results = runCases(engine, cases);
}, 240_000);

describe("screening, held-out set (never tuned on)", () => {
  it("has every perturbation kind and both kinds of negatives", () => {
    const kinds = new Set(results.map((r) => r.case.kind));
    expect([...kinds].sort()).toEqual([...KINDS, "negative-company", "negative-person"].sort());
  });

  it(`finds the listed entry at the threshold (recall ≥ ${FLOORS.recall}) and ranks it first (≥ ${FLOORS.precisionAt1})`, () => {
    const total = totals(results, DEFAULT_MATCH_THRESHOLD);
    expect(total.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(total.precisionAt1).toBeGreaterThanOrEqual(FLOORS.precisionAt1);
  });

  it(`flags few ordinary names (false-positive rate ≤ ${FLOORS.fpr})`, () => {
    expect(totals(results, DEFAULT_MATCH_THRESHOLD).fpr).toBeLessThanOrEqual(FLOORS.fpr);
  });
});
