/**
 * The server the end-to-end tests run against: the real `server/main.ts` on a fresh embedded
 * database (a new temporary DATA_DIR each run), serving the built app from dist/ (or E2E_WEB_DIR,
 * so that several builds can be tested side by side).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..", "..");
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "csi-e2e-"));
process.env.WEB_DIR = resolve(root, process.env.E2E_WEB_DIR ?? "dist");
process.env.HOST = "127.0.0.1";
delete process.env.DATABASE_URL;
await import("../../server/main.ts");
