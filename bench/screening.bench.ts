/**
 * Sanctions screening (issue 14): the evaluation set and the held-out set (docs/SCREENING.md) run
 * through the engine over the bundled lists, written to docs/SCREENING.md under "## Results";
 * single-query latency and batch throughput written here (docs/PERFORMANCE.md).
 *
 * BENCH_PER_KIND (300 positives per perturbation kind), BENCH_COMPANIES (2000), BENCH_PERSONS (1000).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import { DEFAULT_MATCH_THRESHOLD } from "../contract/screening.ts";
import { bundledEngine } from "../server/features/sanctions/screening/evaluation/bundled-engine.ts";
import { casesOf } from "../server/features/sanctions/screening/evaluation/evaluation-sets.ts";
import { percentile, runCases, summarise, totals } from "../server/features/sanctions/screening/evaluation/evaluate.ts";
import { setReport } from "../server/features/sanctions/screening/evaluation/report.ts";
import { nameBenchReport } from "../server/features/sanctions/screening/evaluation/name-bench.ts";
import type { Bench } from "./run.ts";

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const size = {
  perKind: env("BENCH_PER_KIND", 300),
  companies: env("BENCH_COMPANIES", 2000),
  persons: env("BENCH_PERSONS", 1000),
};
const screeningDoc = resolve(import.meta.dirname, "..", "docs", "SCREENING.md");

/** Rewrites the last section of docs/SCREENING.md, "## Results" (bench/run.ts cannot be imported here: it imports the benches). */
async function writeResults(body: string): Promise<void> {
  const current = existsSync(screeningDoc) ? readFileSync(screeningDoc, "utf8") : "# Sanctions screening\n";
  const at = current.indexOf("\n## Results\n");
  const before = at < 0 ? current.trimEnd() : current.slice(0, at).trimEnd();
  const options = { ...(await resolveConfig(screeningDoc)), parser: "markdown" };
  writeFileSync(screeningDoc, await format(`${before}\n\n## Results\n\n${body}\n`, options));
}

export const bench: Bench = {
  heading: "Sanctions screening",
  run: async (log) => {
    const load = os.loadavg()[0]!.toFixed(1);
    let started = performance.now();
    const engine = bundledEngine();
    const buildMs = performance.now() - started;
    log(`engine over ${engine.entryCount} entries (${engine.index.size} names) in ${(buildMs / 1000).toFixed(1)} s`);
    const threshold = DEFAULT_MATCH_THRESHOLD;
    const sections: string[] = [];
    const latencies: { set: string; cold: number[]; warm: number[]; coldCpu: number[]; warmCpu: number[] }[] = [];
    for (const set of ["eval", "holdout"] as const) {
      const { cases, collisions } = casesOf(engine, set, size);
      const cold = runCases(engine, cases);
      // Again, with the words' expansions cached as on a running server.
      const warm = runCases(engine, cases);
      latencies.push({
        set,
        cold: cold.map((r) => r.ms),
        warm: warm.map((r) => r.ms),
        coldCpu: cold.map((r) => r.cpuMs),
        warmCpu: warm.map((r) => r.cpuMs),
      });
      const total = totals(cold, threshold);
      log(
        `${set}: recall ${total.recall.toFixed(3)}, FPR ${total.fpr.toFixed(4)}, recall at FPR 1 % ${total.recallAtFpr1.toFixed(3)}`,
      );
      const title = set === "eval" ? "Evaluation set (tuned on)" : "Held-out set (never tuned on)";
      sections.push(setReport(title, summarise(cold, threshold), total, threshold, collisions.length));
    }
    const nameBench = nameBenchReport(engine, threshold);
    log(nameBench.split("\n")[0]!);
    sections.push(nameBench);
    const names = casesOf(engine, "holdout", { perKind: 100, companies: 200, persons: 100 }).cases.slice(0, 1000);
    started = performance.now();
    const cpu = process.cpuUsage();
    for (const c of names) engine.match({ schema: c.schema, properties: { name: [c.query] } }, { limit: 5, threshold });
    const used = process.cpuUsage(cpu);
    const perSecond = names.length / ((performance.now() - started) / 1000);
    const perCpuSecond = names.length / ((used.user + used.system) / 1_000_000);
    const when = new Date().toISOString().slice(0, 10);
    const machine = `${os.cpus().length} cores, load average ${load} when the run started`;
    await writeResults(
      [
        `Measured by \`npm run bench screening\` on ${when} (${machine}), threshold ${threshold}, over the bundled lists ` +
          `(${engine.entryCount.toLocaleString("en")} entries, ${engine.index.size.toLocaleString("en")} names). ` +
          `Latency is per query through the engine, the first time its words are seen.`,
        ...sections,
      ].join("\n\n"),
    );
    log('written to docs/SCREENING.md under "## Results"');
    const stats = (values: number[]) => [50, 95, 99].map((p) => percentile(values, p).toFixed(2)).join(" | ");
    const row = (label: string, wall: number[], cpuTime: number[]) =>
      `| ${label} | ${wall.length} | ${stats(wall)} | ${stats(cpuTime)} |`;
    return [
      `Measured on ${when} (${machine}); the engine in process over the bundled lists, built from them in ${(buildMs / 1000).toFixed(1)} s. ` +
        `The evaluation's queries (docs/SCREENING.md): cold = first time the query's words are seen, warm = the same queries again.`,
      "",
      "Wall-clock time counts the time other processes held the cores; CPU time is what a query costs this process.",
      "",
      "| Queries | n | wall p50 ms | wall p95 ms | wall p99 ms | CPU p50 ms | CPU p95 ms | CPU p99 ms |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      ...latencies.flatMap((l) => [row(`${l.set}, cold`, l.cold, l.coldCpu), row(`${l.set}, warm`, l.warm, l.warmCpu)]),
      "",
      `Batch: ${names.length} held-out names one after another on one core: ${Math.round(perSecond).toLocaleString("en")} names/s ` +
        `by the clock, **${Math.round(perCpuSecond).toLocaleString("en")} names/s** of CPU time.`,
    ].join("\n");
  },
};
