/**
 * Vitest global setup of the API tests: migrates one database that every test file's database
 * starts from (`openTestDatabase`), since migrating an empty one took most of each file's time.
 * On PGlite (no DATABASE_URL) its data folder is kept in a file; on PostgreSQL it is a template
 * database that each file copies with CREATE DATABASE ... TEMPLATE.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import {
  createDatabase,
  dropDatabase,
  dropRunDatabases,
  databaseUrlFor,
  uniqueDatabaseName,
} from "./postgres-databases.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** The migrated PGlite data folder (a `dumpDataDir` tar), or "" on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL template database, or "" on PGlite. */
    postgresTemplate: string;
  }
}

export async function setup({ provide }: TestProject): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = uniqueDatabaseName("csi_test_template");
    await createDatabase(url, name);
    postgresTemplate = { url, name };
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name) });
    await migrate(database);
    await database.close();
    provide("pgliteTemplate", "");
    provide("postgresTemplate", name);
    return;
  }
  provide("postgresTemplate", "");
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
let postgresTemplate: { url: string; name: string } | undefined;

export async function teardown(): Promise<void> {
  if (templateFolder) rmSync(templateFolder, { recursive: true, force: true });
  if (postgresTemplate) {
    // The copies the files could not drop (a connection still closing), then the template.
    await dropRunDatabases(postgresTemplate.url, postgresTemplate.name);
    await dropDatabase(postgresTemplate.url, postgresTemplate.name);
  }
}
