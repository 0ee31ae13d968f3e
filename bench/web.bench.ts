/**
 * `npm run bench web`: the web app on a slow network. Debian's Chromium (Playwright) loads /home
 * and a company profile with the network throttled to Fast 3G (bench/web-page.ts): cold (a new
 * browser profile: empty cache, no service worker) and warm (the service worker installed, its
 * precache full). Against a running server (BENCH_WEB_URL) or one it starts on the built app
 * (BENCH_WEB_PORT, default 8091; DATA_DIR, default .data: the first start loads the data). Each
 * case runs BENCH_WEB_RUNS times (default 5; the median is reported); the whole bench stops after
 * BENCH_WEB_TIMEOUT_MS (default 15 minutes), and stops the server it started either way.
 */
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import type { Bench } from "./run.ts";
import { FAST_3G, measurePageLoad, type PageLoad } from "./web-page.ts";
import { buildWeb, isWebBuildStale } from "../scripts/web-build.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium.ts";

const root = resolve(import.meta.dirname, "..");
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

/** The goals: compressed JavaScript before the home page answers, and paint times. */
export const GOALS = { homeJsBytes: 150_000, coldFcpMs: 2_000, coldLcpMs: 2_500, warmMs: 500 } as const;

type Case = { label: string; path: string; selector: string; isWarm: boolean };

/** Apple Inc. by its SEC number: a real company of the bundled data, open to guests. */
const PROFILE_PATH = "/index/company/detals/320193/background/snapshot";
const CASES: Case[] = [
  { label: "/home, cold", path: "/home", selector: "input[role=combobox]", isWarm: false },
  { label: "company profile, cold", path: PROFILE_PATH, selector: "[data-testid=profile-header]", isWarm: false },
  { label: "/home, warm", path: "/home", selector: "input[role=combobox]", isWarm: true },
  { label: "company profile, warm", path: PROFILE_PATH, selector: "[data-testid=profile-header]", isWarm: true },
];

async function waitForReady(baseUrl: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/csi/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${baseUrl} was not ready in time`);
}

/** Starts the product's server on the built app (built first when its sources changed). */
async function startServer(log: (line: string) => void, port: number): Promise<ChildProcess> {
  if (isWebBuildStale(root, join(root, "dist"))) {
    log("building the web app…");
    await buildWeb(root, { quiet: true });
  }
  log(`starting the server on port ${port}…`);
  return spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", WEB_DIR: join(root, "dist") },
  });
}

/** A context whose service worker is installed and controls the pages (loaded without throttling). */
async function warmContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: "allow" });
  const page = await context.newPage();
  await page.goto("/home");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.close();
  return context;
}

async function runCase(browser: Browser, baseUrl: string, item: Case, runs: number): Promise<PageLoad[]> {
  const loads: PageLoad[] = [];
  const warm = item.isWarm ? await warmContext(browser, baseUrl) : null;
  try {
    for (let i = 0; i < runs; i++) {
      // Cold: a new profile each time, and no service worker (a first visit, before it installs).
      const context = warm ?? (await browser.newContext({ baseURL: baseUrl, serviceWorkers: "block" }));
      try {
        loads.push(await measurePageLoad(context, `${baseUrl}${item.path}`, item.selector, 120_000));
      } finally {
        if (!warm) await context.close();
      }
    }
  } finally {
    await warm?.close();
  }
  return loads;
}

/** The median of the values measured (NaN when none was). */
export function median(values: readonly (number | null)[]): number {
  const sorted = values
    .filter((value): value is number => value !== null && !Number.isNaN(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Row = {
  item: Case;
  fcp: number;
  lcp: number;
  interactive: number;
  js: number;
  jsAll: number;
  requests: number;
  files: PageLoad["jsFiles"];
};

function summarise(item: Case, loads: PageLoad[]): Row {
  const of = (pick: (load: PageLoad) => number | null) => median(loads.map(pick));
  const typical = [...loads].sort((a, b) => a.jsBytesBeforeInteractive - b.jsBytesBeforeInteractive)[
    Math.floor(loads.length / 2)
  ];
  return {
    item,
    fcp: of((load) => load.fcpMs),
    lcp: of((load) => load.lcpMs),
    interactive: of((load) => load.interactiveMs),
    js: of((load) => load.jsBytesBeforeInteractive),
    jsAll: of((load) => load.jsBytes),
    requests: of((load) => load.jsRequests),
    files: typical?.jsFiles ?? [],
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms: number) => (Number.isNaN(ms) ? "–" : `${(ms / 1000).toFixed(2)} s`);

/** Each goal, met or missed, with the figure measured. */
export function goalLines(rows: readonly Row[]): string[] {
  const find = (label: string) => rows.find((row) => row.item.label === label);
  const lines: string[] = [];
  const check = (name: string, value: number, goal: number, format: (n: number) => string) =>
    lines.push(`- ${value <= goal ? "met" : "**missed**"}: ${name} ${format(value)} (goal ≤ ${format(goal)})`);
  const home = find("/home, cold");
  if (home) check("home JavaScript before interactive, compressed", home.js, GOALS.homeJsBytes, kb);
  for (const row of rows.filter((r) => !r.item.isWarm)) {
    check(`${row.item.label} first contentful paint`, row.fcp, GOALS.coldFcpMs, seconds);
    check(`${row.item.label} largest contentful paint`, row.lcp, GOALS.coldLcpMs, seconds);
  }
  for (const row of rows.filter((r) => r.item.isWarm)) {
    check(`${row.item.label} first contentful paint`, row.fcp, GOALS.warmMs, seconds);
    check(`${row.item.label} largest contentful paint`, row.lcp, GOALS.warmMs, seconds);
  }
  return lines;
}

function report(rows: Row[], runs: number, chromiumVersion: string, loadBefore: string, notes: string): string {
  const cpu = os.cpus();
  const table = [
    "| Case | JS before interactive | JS in all | JS requests | FCP | LCP | interactive |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.item.label} | ${kb(row.js)} | ${kb(row.jsAll)} | ${row.requests} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${seconds(row.interactive)} |`,
    ),
  ];
  const home = rows.find((row) => row.item.label === "/home, cold");
  const files = (home?.files ?? []).map((file) => `${file.name} ${kb(file.bytes)}`).join(", ");
  return [
    `Measured by bench/web.bench.ts (\`npm run bench web\`). Chromium loads each page with the network throttled through the DevTools protocol to **Fast 3G: ${FAST_3G.downloadBitsPerSecond / 1e6} Mbit/s down (${FAST_3G.downloadBitsPerSecond / 8} B/s), ${FAST_3G.uploadBitsPerSecond / 1000} kbit/s up (${FAST_3G.uploadBitsPerSecond / 8} B/s), ${FAST_3G.latencyMs} ms latency**, no CPU throttling. _Cold_: a new browser profile per load (empty cache, service workers blocked: a first visit). _Warm_: the service worker installed and its precache full (the app's files come from it; API calls still cross the throttled network). _JS before interactive_: JavaScript bytes that crossed the network (compressed, with their response headers) until the page's main control was on screen (the home search box, the profile header); _JS in all_: until the network was quiet. KB = 1,000 bytes. Medians of the runs.`,
    `Machine: ${cpu.length} cores (${cpu[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; ${chromiumVersion}; Node ${process.version}. Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${runs} runs per case; load average (1 / 5 / 15 min) ${loadBefore} at the start, ${loadAverage()} at the end (the machine is shared: paint times include waiting for a core).`,
    table.join("\n"),
    `Goals (issue 11):\n\n${goalLines(rows).join("\n")}`,
    `JavaScript of a cold /home before interactive, per file (the run with the median bytes): ${files}.`,
    notes,
  ]
    .filter(Boolean)
    .join("\n\n");
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");
}

/** The hand-written part of the previous section (`### Reading the figures`), kept by each run. */
function keptNotes(previous: string): string {
  const start = previous.indexOf("### Reading the figures");
  return start < 0 ? "" : previous.slice(start).trim();
}

export const bench: Bench = {
  heading: "Web app on a slow network (Fast 3G)",
  async run(log, previous) {
    const runs = env("BENCH_WEB_RUNS", 5);
    const deadline = Date.now() + env("BENCH_WEB_TIMEOUT_MS", 15 * 60_000);
    const port = env("BENCH_WEB_PORT", 8091);
    const baseUrl = process.env.BENCH_WEB_URL?.replace(/\/$/, "") ?? `http://127.0.0.1:${port}`;
    const server = process.env.BENCH_WEB_URL ? null : await startServer(log, port);
    let browser: Browser | null = null;
    const stop = setTimeout(() => {
      log("time is up: stopping");
      server?.kill("SIGTERM");
      void browser?.close();
    }, deadline - Date.now());
    try {
      await waitForReady(baseUrl, deadline);
      browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
      const loadBefore = loadAverage();
      const rows: Row[] = [];
      for (const item of CASES) {
        log(`${item.label}: ${runs} loads…`);
        rows.push(summarise(item, await runCase(browser, baseUrl, item, runs)));
        const row = rows.at(-1)!;
        log(`  JS ${kb(row.js)} (${kb(row.jsAll)} in all), FCP ${seconds(row.fcp)}, LCP ${seconds(row.lcp)}`);
      }
      return report(rows, runs, `Chromium ${browser.version()}`, loadBefore, keptNotes(previous));
    } finally {
      clearTimeout(stop);
      await browser?.close();
      server?.kill("SIGTERM");
    }
  },
};
