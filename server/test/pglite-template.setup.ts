/**
 * Vitest global setup of the API tests: on PGlite (no DATABASE_URL), migrates one in-memory
 * database and keeps its data folder in a file that every test file's database starts from
 * (`openTestDatabase`). Starting an empty PGlite and migrating it took most of each file's time.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** The migrated PGlite data folder (a `dumpDataDir` tar), or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export async function setup({ provide }: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    provide("pgliteTemplate", "");
    return;
  }
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), "csi-pglite-template-"));
  const file = join(folder, "migrated.tar.gz");
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  provide("pgliteTemplate", file);
  templateFolder = folder;
}

let templateFolder: string | undefined;

export function teardown(): void {
  if (templateFolder) rmSync(templateFolder, { recursive: true, force: true });
}
