import type { ScreeningEngine } from "../screening-engine.ts";
import { negativeCases, positiveCases, type EvalCase } from "./cases.ts";

/** The evaluation set (tuned on) and the held-out set (other entries, other names, other seed). */
export const SETS = {
  eval: { half: 0, seed: 1 },
  holdout: { half: 1, seed: 2 },
} as const;

export function casesOf(
  engine: ScreeningEngine,
  set: keyof typeof SETS,
  size: { perKind: number; companies: number; persons: number },
): { cases: EvalCase[]; collisions: string[] } {
  const { half, seed } = SETS[set];
  const positives = positiveCases(engine.index.entries, half, seed, size.perKind);
  const negatives = negativeCases(engine.index.entries, half, seed, size);
  return { cases: [...positives, ...negatives.cases], collisions: negatives.collisions };
}
