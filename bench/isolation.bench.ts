/**
 * Isolation (issue 20): does one costly client slow everyone else down? A real server
 * (server/main.ts) on the embedded database; four clients send worst-case searches (random
 * four-letter words, keyword mode) back to back while a probe times `/csi/health/ready` and
 * `/csi/common/countryList` every 100 ms. Two loads: 40 words (what the issue sent; refused by the
 * word bound now) and MAX_SEARCH_WORDS words (the costliest search the bound lets through).
 *
 * BENCH_DATA_DIR: a DATA_DIR with the data loaded (reused; default a fresh temporary folder, whose
 * first start loads the data for minutes); BENCH_SECONDS (20 per load); BENCH_PORT (4281);
 * BENCH_SERVER_ROOT: the checkout whose server/main.ts runs (to measure an older version).
 * The rate limits are off for the run (SEARCH_RATE_LIMIT=0): they would stop the four clients
 * long before the database is loaded, and the point is what the rest of the server does meanwhile.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join, resolve } from "node:path";
import { MAX_SEARCH_WORDS } from "../contract/company-search.ts";
import type { Bench } from "./run.ts";

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const port = env("BENCH_PORT", 4281);
const base = `http://127.0.0.1:${port}/csi`;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

function randomWords(n: number): string {
  const word = () => Array.from({ length: 4 }, () => LETTERS[Math.floor(Math.random() * 26)]).join("");
  return Array.from({ length: n }, word).join(" ");
}

async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

type Row = { load: string; what: string; n: number; p50: number; p95: number; max: number; statuses: string };

function row(load: string, what: string, samples: readonly { ms: number; status: number }[]): Row {
  const ms = samples.map((s) => s.ms);
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  const statuses = [...counts].map(([status, n]) => `${status}×${n}`).join(", ");
  return {
    load,
    what,
    n: samples.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: Math.max(...ms),
    statuses,
  };
}

/** Four clients searching `words` words back to back, and the probe, for `seconds`. */
async function measure(load: string, words: number, seconds: number): Promise<Row[]> {
  const until = Date.now() + seconds * 1000;
  const searches: { ms: number; status: number }[] = [];
  const client = async () => {
    while (Date.now() < until) {
      searches.push(
        await timedGet(`${base}/company/search?keword=1&searchname=${encodeURIComponent(randomWords(words))}`),
      );
    }
  };
  const ready: { ms: number; status: number }[] = [];
  const countries: { ms: number; status: number }[] = [];
  const probe = async () => {
    while (Date.now() < until) {
      ready.push(await timedGet(`${base}/health/ready`));
      countries.push(await timedGet(`${base}/common/countryList`));
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  await Promise.all([client(), client(), client(), client(), probe()]);
  return [
    row(load, "/csi/health/ready", ready),
    row(load, "/csi/common/countryList", countries),
    row(load, "search (each client)", searches),
  ];
}

async function untilReady(exited: Promise<unknown>, log: (line: string) => void): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; !done; i++) {
    const status = await timedGet(`${base}/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (i % 30 === 0) log(`waiting for the server (data loading)…`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error("the server stopped before it was ready");
}

export const bench: Bench = {
  heading: "Isolation: latency of other requests under worst-case searches",
  async run(log) {
    const root = resolve(process.env.BENCH_SERVER_ROOT ?? resolve(import.meta.dirname, ".."));
    const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(os.tmpdir(), "csi-bench-isolation-"));
    const seconds = env("BENCH_SECONDS", 20);
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEARCH_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
    };
    delete childEnv.DATABASE_URL;
    const server = spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
      cwd: root,
      env: childEnv,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const exited = new Promise((done) => server.on("exit", done));
    try {
      await untilReady(exited, log);
      const idle = await measure("idle", 0, 5).then((rows) => rows.slice(0, 2));
      log("idle measured");
      const rows = [...idle];
      for (const words of [40, MAX_SEARCH_WORDS]) {
        rows.push(...(await measure(`4 clients, ${words} words`, words, seconds)));
        log(`${words} words measured`);
      }
      const load = os.loadavg()[0]?.toFixed(1) ?? "?";
      const table = [
        "| Load | Request | n | p50 ms | p95 ms | max ms | Statuses |",
        "| --- | --- | --: | --: | --: | --: | --- |",
        ...rows.map(
          (r) =>
            `| ${r.load} | ${r.what} | ${r.n} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.max.toFixed(0)} | ${r.statuses} |`,
        ),
      ].join("\n");
      const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
      return [
        `\`npm run bench isolation\` (bench/isolation.bench.ts): server/main.ts on the embedded database with the bundled and demo data; four clients send keyword searches of random four-letter words back to back for ${seconds} s while a probe times \`/csi/health/ready\` and \`/csi/common/countryList\` every 100 ms. Target: p95 ≤ 50 ms for both while the clients search.`,
        `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}; load average ${load} at the end (the machine is shared: other work slows every figure).`,
        table,
      ].join("\n\n");
    } finally {
      server.kill("SIGTERM");
      await exited;
      if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
