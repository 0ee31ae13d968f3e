/**
 * The server the end-to-end tests run against: the real `server/main.ts` on a fresh embedded
 * database (a new temporary DATA_DIR each run), serving the built app from dist/ (or E2E_WEB_DIR,
 * so that several builds can be tested side by side). Google and Apple sign-in trust a key pair
 * made here (tests/e2e/identity-provider.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createIdentityProvider } from "./identity-provider.ts";

const root = resolve(import.meta.dirname, "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "csi-e2e-"));
process.env.DATA_DIR = dataDir;
// The database is about 1 GB: removed when the server stops (Playwright sends SIGTERM, see playwright.config.ts).
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
process.env.WEB_DIR = resolve(root, process.env.E2E_WEB_DIR ?? "dist");
process.env.HOST = "127.0.0.1";
delete process.env.DATABASE_URL;
// The development mailbox: the tests read the mailed codes from it.
process.env.DEV_MAILBOX = "1";
// The test-only fixture routes (server/features/accounts/e2e-fixtures.routes.ts).
process.env.CSI_E2E_FIXTURES = "1";
// The administrators who review company data contributions (tests/e2e/contributions.spec.ts): per device, one a test.
process.env.ADMIN_EMAILS = [
  "moderator-desktop@example.com",
  "moderator-phone@example.com",
  "data-moderator-desktop@example.com",
  "data-moderator-phone@example.com",
].join(",");
// Every test user registers from 127.0.0.1: more than the 20 codes an hour one address may ask for.
process.env.ACCOUNT_CODES_PER_ADDRESS = "1000";
// Every test searches from 127.0.0.1, on a machine that may be loaded: no rate limits or load shedding.
process.env.SEARCH_RATE_LIMIT = "0";
process.env.EXPORT_RATE_LIMIT = "0";
process.env.MAX_EVENT_LOOP_DELAY_MS = "0";
// The assistant streams its pieces 4 times faster than the spec's 1 s pace (the default), so the
// piece-by-piece checks still see a partial reply without each answer taking half a minute.
process.env.AI_PIECE_DELAY_MS = "250";
Object.assign(process.env, createIdentityProvider(process.env.PORT ?? "8080"));
await import("../../server/main.ts");
