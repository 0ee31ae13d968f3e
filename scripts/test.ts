/**
 * `npm test`: everything CI checks, in order — lint and format, translations, types, the web build,
 * unit and API tests (Vitest; PostgreSQL too when DATABASE_URL is set), end-to-end tests (Playwright
 * on Debian's Chromium). Ends with one line "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { hasChromium } from "../tests/e2e/chromium.ts";

const root = resolve(import.meta.dirname, "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n${title} failed after ${seconds} s\n`);
    summary();
    process.exit(1);
  }
  process.stdout.write(`--- ${title}: ok in ${seconds} s\n`);
}

let passed = 0;
let failed = 0;
function count(file: string, read: (json: unknown) => { passed: number; failed: number }) {
  const path = join(root, "test-reports", file);
  if (!existsSync(path)) return;
  const counts = read(JSON.parse(readFileSync(path, "utf8")));
  passed += counts.passed;
  failed += counts.failed;
}
function summary() {
  count("vitest.json", (json) => {
    const j = json as { numPassedTests: number; numFailedTests: number };
    return { passed: j.numPassedTests, failed: j.numFailedTests };
  });
  count("e2e.json", (json) => {
    const j = json as { stats: { expected: number; unexpected: number; flaky: number } };
    return { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected };
  });
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
}

if (!hasChromium()) {
  process.stderr.write(
    "Chromium is missing: the end-to-end tests drive Debian's Chromium.\n" +
      "Fix: sudo apt-get update && sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n",
  );
  process.exit(1);
}
// Playwright empties test-results/ when it starts, so the counts are kept apart in test-reports/.
rmSync(join(root, "test-reports"), { recursive: true, force: true });

run("lint (eslint)", bin("eslint"), ["."]);
run("format (prettier)", bin("prettier"), ["--check", "."]);
run("translations (i18n:check)", process.execPath, ["--import", "tsx", "scripts/i18n-check.ts"]);
run("web build (vite)", bin("vite"), ["build", "--logLevel", "warn"]);
run("types (tsc)", bin("tsc"), ["--noEmit"]);
run(`unit and API tests (vitest, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-reports/vitest.json",
]);
run("end-to-end tests (playwright, Chromium)", bin("playwright"), ["test"]);
summary();
