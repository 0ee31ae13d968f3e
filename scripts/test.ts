/**
 * `npm test`: everything CI checks — lint beside format, unused code, translations, the web build and
 * types (two lanes, one per core), then unit and API tests (Vitest, on PGlite, or on PostgreSQL when DATABASE_URL is set), end-to-end
 * tests (Playwright on Debian's Chromium, installed first when missing and allowed), and with DATABASE_URL the API tests once more on
 * PGlite. Ends with one line "N passed, N failed"; a flaky end-to-end test (passed only on a retry) is named and counted as failed, and
 * fails the run.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { ensureSystemPackages } from "./system-packages.ts";
import { playwrightCounts, vitestCounts, type Counts } from "./test-counts.ts";

const root = resolve(import.meta.dirname, "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);

/** Runs one step, its output shown as it comes; stops the run when it fails. */
function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n${title} failed after ${seconds} s\n`);
    stopFailed();
  }
  process.stdout.write(`--- ${title}: ok in ${seconds} s\n`);
}

type Step = {
  title: string;
  command: string;
  args: string[];
};
type StepResult = { step: Step; ok: boolean; output: string; seconds: string };

/** Runs one step beside others, its output kept to be printed when it ends. */
function runBeside(step: Step): Promise<StepResult> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(step.command, step.args, { cwd: root });
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (status) =>
      done({ step, ok: status === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    );
  });
}

/**
 * Runs lanes of steps side by side (a lane's steps one after another), printing each step's output
 * when it ends; stops the run after all lanes end if a step failed. The static checks are single-
 * threaded, so two lanes use both cores of a CI machine.
 */
async function runLanes(lanes: Step[][]): Promise<void> {
  let failed = false;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (failed) return;
        if (!printResult(await runBeside(step))) {
          failed = true;
          return;
        }
      }
    }),
  );
  if (failed) stopFailed();
}

/** Prints a step's kept output and its outcome; answers whether it passed. */
function printResult(result: StepResult): boolean {
  const { step } = result;
  process.stdout.write(`\n=== ${step.title} ===\n${result.output}`);
  if (result.ok) process.stdout.write(`--- ${step.title}: ok in ${result.seconds} s\n`);
  else process.stdout.write(`\n${step.title} failed after ${result.seconds} s\n`);
  return result.ok;
}

function stopFailed(): never {
  summary();
  process.exit(1);
}

let passed = 0;
let failed = 0;
const flaky: string[] = [];
function count<Report>(file: string, read: (report: Report) => Counts) {
  const path = join(root, "test-reports", file);
  if (!existsSync(path)) return;
  const counts = read(JSON.parse(readFileSync(path, "utf8")) as Report);
  passed += counts.passed;
  failed += counts.failed;
  flaky.push(...counts.flaky);
}
function summary() {
  count("vitest.json", vitestCounts);
  count("vitest-pglite.json", vitestCounts);
  count("e2e.json", playwrightCounts);
  for (const title of flaky) process.stdout.write(`flaky (passed only on a retry, counted as failed): ${title}\n`);
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
}

// Chromium (and the CJK fonts) from Debian when missing: installed as root or with password-less
// sudo, else the run stops with the one command to run.
const missing = ensureSystemPackages();
if (missing) {
  process.stderr.write(`${missing}\n`);
  process.exit(1);
}
// Playwright empties test-results/ when it starts, so the counts are kept apart in test-reports/.
rmSync(join(root, "test-reports"), { recursive: true, force: true });

await runLanes([
  [{ title: "lint (eslint)", command: bin("eslint"), args: ["."] }],
  [
    { title: "format (prettier)", command: bin("prettier"), args: ["--check", "."] },
    { title: "unused files, dependencies and exports (knip)", command: bin("knip"), args: ["--no-progress"] },
    {
      title: "translations (i18n:check)",
      command: process.execPath,
      args: ["--import", "tsx", "scripts/i18n-check.ts"],
    },
    { title: "web build (vite)", command: bin("vite"), args: ["build", "--logLevel", "warn"] },
    ...["contract", "web", "web-test", "server", "tools"].map((part) => ({
      title: `types (tsc, ${part})`,
      command: bin("tsc"),
      args: ["-p", `tsconfig.${part}.json`],
    })),
  ],
]);
// At least two test files at a time: Vitest's default (one fewer than the cores) is one on a 2-core CI
// machine, where an API test mostly waits on its database and a core stayed idle.
const workers = String(Math.max(2, availableParallelism() - 1));
run(`unit and API tests (vitest, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, bin("vitest"), [
  "run",
  `--maxWorkers=${workers}`,
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-reports/vitest.json",
]);
run("end-to-end tests (playwright, Chromium)", bin("playwright"), ["test"]);
if (process.env.DATABASE_URL) {
  // The API tests once more on the embedded PGlite, after the end-to-end tests rather than beside them:
  // beside them it took a core from the browser, whose specs time the page's main thread and wait on it.
  const { DATABASE_URL: _postgres, ...withoutPostgres } = process.env;
  run(
    "API tests again (vitest, PGlite)",
    bin("vitest"),
    [
      "run",
      "--project",
      "api",
      `--maxWorkers=${workers}`,
      "--reporter=dot",
      "--reporter=json",
      "--outputFile.json=test-reports/vitest-pglite.json",
    ],
    withoutPostgres,
  );
}
summary();
// Playwright exits 0 when a failed test passes on its retry; such a test still fails the run.
if (failed > 0) process.exit(1);
