import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { parseCsv } from "../../../../lib/csv.ts";
import { scorePair } from "../screen-command.ts";
import type { ScreeningEngine } from "../screening-engine.ts";

/**
 * nomenklatura's name-bench (opensanctions/nomenklatura `contrib/name_bench/cases.csv` @ 502208c, MIT,
 * nomenklatura-name-bench.LICENSE): 826 hand-labelled pairs of names, each a match or not, of three
 * quality tiers. Never tuned on: it is scored as it is, to compare with nomenklatura's logic-v2.
 */
export type NameBenchCase = {
  schema: string;
  name1: string;
  name2: string;
  isMatch: boolean;
  quality: string;
};

export function readNameBench(): NameBenchCase[] {
  const file = resolve(import.meta.dirname, "nomenklatura-name-bench.csv.gz");
  const [header, ...rows] = parseCsv(gunzipSync(readFileSync(file)).toString("utf8")).records.map((r) => r.fields);
  const at = (name: string) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`${file}: no column ${name}`);
    return index;
  };
  const [schema, name1, name2, isMatch, quality] = ["schema", "name1", "name2", "is_match", "quality"].map(at);
  return rows
    .filter((row) => row.length > 1)
    .map((row) => ({
      schema: row[schema!] ?? "",
      name1: row[name1!] ?? "",
      name2: row[name2!] ?? "",
      isMatch: row[isMatch!] === "true",
      quality: row[quality!] ?? "",
    }));
}

export type Confusion = {
  n: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
};

/** Precision, recall and F1 of pairs called a match when their score reaches the threshold. */
export function confusion(scored: readonly { isMatch: boolean; score: number }[], threshold: number): Confusion {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { isMatch, score } of scored) {
    const called = score >= threshold;
    if (isMatch && called) tp += 1;
    else if (isMatch) fn += 1;
    else if (called) fp += 1;
    else tn += 1;
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { n: scored.length, tp, fp, fn, tn, precision, recall, f1 };
}

/** Every pair scored (name1 as the query, name2 as the list's name); overall and per quality tier. */
export function scoreNameBench(engine: ScreeningEngine, cases: readonly NameBenchCase[], threshold: number) {
  const scored = cases.map((c) => ({ ...c, score: scorePair(engine, c.name1, c.name2, c.schema) ?? 0 }));
  const tiers = [...new Set(cases.map((c) => c.quality))].sort();
  return {
    overall: confusion(scored, threshold),
    byQuality: tiers.map((quality) => ({
      quality,
      ...confusion(
        scored.filter((c) => c.quality === quality),
        threshold,
      ),
    })),
  };
}

/** nomenklatura's logic-v2 on the same file, threshold 0.7: the figure quoted in screening.md, and its run frozen in the repository at 502208c (812 of the 826 pairs). */
const LOGIC_V2 = { quoted: 0.798, frozen: { n: 812, precision: 0.762, recall: 0.821, f1: 0.79 } };

/** The name-bench section of docs/SCREENING.md's results. */
export function nameBenchReport(engine: ScreeningEngine, threshold: number): string {
  const { overall, byQuality } = scoreNameBench(engine, readNameBench(), threshold);
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  const row = (label: string, c: Confusion) =>
    `| ${label} | ${c.n} | ${c.tp} | ${c.fp} | ${c.fn} | ${c.tn} | ${pct(c.precision)} | ${pct(c.recall)} | **${c.f1.toFixed(3)}** |`;
  return [
    `### nomenklatura's name-bench (never tuned on)`,
    "",
    `F1 ${overall.f1.toFixed(3)} at threshold ${threshold} over ${overall.n} labelled pairs (name1 as the query, name2 as the ` +
      `list's name, scored with the bundled lists' word weights). nomenklatura's logic-v2 at 0.7: F1 ${LOGIC_V2.quoted} as quoted, ` +
      `${LOGIC_V2.frozen.f1} in its run frozen at 502208c (${LOGIC_V2.frozen.n} pairs; precision ${pct(LOGIC_V2.frozen.precision)}, ` +
      `recall ${pct(LOGIC_V2.frozen.recall)}).`,
    "",
    "| Pairs | n | TP | FP | FN | TN | Precision | Recall | F1 |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    row("all", overall),
    ...byQuality.map((q) => row(q.quality, q)),
  ].join("\n");
}
