import { defineConfig } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "./tests/e2e/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app and
 * the real server on a fresh embedded database, exactly as `npm start` runs it.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    // An action whose element never comes fails in 20 s, not at the test's timeout.
    actionTimeout: 20_000,
    browserName: "chromium",
    headless: true,
    // No service worker unless a spec tests the offline shell (test.use({ serviceWorkers: "allow" })):
    // installing it precaches every asset (about 300 files) in each new browser context, CPU the
    // other specs do not need. The app registers it quietly and works online without it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: "node --import tsx tests/e2e/server.ts",
    env: { PORT: String(PORT), LOG_LEVEL: "warn" },
    url: `${BASE_URL}/csi/health/ready`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: "pipe",
    // SIGTERM lets the server close its database and remove its temporary data folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
