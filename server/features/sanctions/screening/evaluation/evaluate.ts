import type { ScreeningEngine } from "../screening-engine.ts";
import { analyseName } from "../name-analysis.ts";
import { KIND_OF_SCHEMA } from "../screening-entry.ts";
import type { EvalCase } from "./cases.ts";

/** `ms`: wall-clock time of the query; `cpuMs`: the process's CPU time meanwhile (unaffected by other processes). */
export type CaseResult = { case: EvalCase; score: number; top: number; isTopRight: boolean; ms: number; cpuMs: number };

/** Runs every case through the engine (limit 10): the target's score (positives) or the best score (negatives). */
export function runCases(engine: ScreeningEngine, cases: readonly EvalCase[]): CaseResult[] {
  return cases.map((c) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const results = engine.match({ schema: c.schema, properties: { name: [c.query] } }, { limit: 10, threshold: 0 });
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - started;
    const cpuMs = (used.user + used.system) / 1000;
    const top = results[0]?.score ?? 0;
    if (c.target === null) return { case: c, score: top, top, isTopRight: false, ms, cpuMs };
    const found = results.find((r) => r.entry.id === c.target);
    // An entry with the very name of the target is as right at the top as the target itself.
    const first = results[0];
    const kind = first ? KIND_OF_SCHEMA[first.entry.schema] : "any";
    const form = analyseName(c.original, kind).form;
    const isTopRight =
      first !== undefined &&
      (first.entry.id === c.target || first.entry.names.some((n) => n.analysed.form === form)) &&
      (found?.score ?? 0) >= first.score;
    return { case: c, score: found?.score ?? 0, top, isTopRight, ms, cpuMs };
  });
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

export type Row = { kind: string; n: number; rate: number; precisionAt1: number | null; p50: number; p95: number };

/** Per kind: recall at the threshold (positives) or false-positive rate (negatives), precision@1, latency. */
export function summarise(results: readonly CaseResult[], threshold: number): Row[] {
  const kinds = [...new Set(results.map((r) => r.case.kind))];
  return kinds.map((kind) => {
    const rows = results.filter((r) => r.case.kind === kind);
    const isNegative = rows[0]!.case.target === null;
    const ms = rows.map((r) => r.ms);
    return {
      kind,
      n: rows.length,
      rate: rows.filter((r) => r.score >= threshold).length / rows.length,
      precisionAt1: isNegative ? null : rows.filter((r) => r.isTopRight).length / rows.length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
    };
  });
}

export type Totals = {
  recall: number;
  fpr: number;
  precisionAt1: number;
  thresholdAtFpr1: number;
  recallAtFpr1: number;
};

export function totals(results: readonly CaseResult[], threshold: number): Totals {
  const positives = results.filter((r) => r.case.target !== null);
  const negatives = results.filter((r) => r.case.target === null);
  const recallAt = (t: number) => positives.filter((r) => r.score >= t).length / positives.length;
  // The lowest threshold whose false-positive rate is at most 1 %.
  const sorted = negatives.map((r) => r.top).sort((a, b) => b - a);
  const allowed = Math.floor(sorted.length * 0.01);
  const thresholdAtFpr1 = Math.min(1, (sorted[allowed] ?? 0) + 0.0001);
  return {
    recall: recallAt(threshold),
    fpr: negatives.filter((r) => r.top >= threshold).length / negatives.length,
    precisionAt1: positives.filter((r) => r.isTopRight).length / positives.length,
    thresholdAtFpr1,
    recallAtFpr1: recallAt(thresholdAtFpr1),
  };
}
