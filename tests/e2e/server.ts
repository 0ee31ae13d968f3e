/**
 * The server the end-to-end tests run against: the real `server/main.ts` on a fresh embedded
 * database (a new temporary DATA_DIR each run), serving the built app from dist/.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..", "..");
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "csi-e2e-"));
process.env.WEB_DIR = join(root, "dist");
process.env.HOST = "127.0.0.1";
delete process.env.DATABASE_URL;
await import("../../server/main.ts");
