import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import type { DB } from "./schema.ts";
import type { Database } from "./database.ts";
import { StartupError } from "../startup/startup-error.ts";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");

/** The SQL migration files, in the order they apply (their names start with a number). */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith(".sql"))
    .sort();
}

/**
 * Applies every migration not yet recorded, each in its own transaction.
 * The same plain SQL runs on PGlite and on PostgreSQL. Under the database's "migrate" lock: two
 * servers starting together on one database apply each migration once, the second waits and finds
 * them done. Forward only: there are no down migrations, and a database that a newer version
 * migrated (a migration recorded that this version does not have) is refused.
 * `upTo` stops after that migration (the upgrade test builds the previous release's schema).
 */
export function migrate(
  database: Database,
  options: { upTo?: string } = {},
): Promise<{ applied: string[]; total: number }> {
  return database.withLock("migrate", () => applyPending(database, options.upTo));
}

async function applyPending({ db, runScript }: Database, upTo?: string): Promise<{ applied: string[]; total: number }> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const done = new Set((await db.selectFrom("schema_migrations").select("name").execute()).map((r) => r.name));
  const known = migrationNames();
  const unknown = [...done].filter((name) => !known.includes(name)).sort();
  if (unknown.length > 0) {
    throw new StartupError(
      `the database was migrated by a newer version of the server (${unknown.join(", ")} unknown to this one). Fix: run that version or a newer one, or restore the backup taken before the upgrade`,
    );
  }
  const applied: string[] = [];
  for (const name of known) {
    if (upTo !== undefined && name > upTo) break;
    if (done.has(name)) continue;
    const text = readFileSync(join(MIGRATIONS_DIR, name), "utf8");
    // One script, so the migration and its record commit together or not at all.
    await runScript(`${text}\n;\nINSERT INTO schema_migrations (name) VALUES ('${name.replace(/'/g, "''")}');`);
    applied.push(name);
  }
  return { applied, total: migrationNames().length };
}

export async function pendingMigrations(db: Kysely<DB>): Promise<string[]> {
  const done = new Set((await db.selectFrom("schema_migrations").select("name").execute()).map((r) => r.name));
  return migrationNames().filter((name) => !done.has(name));
}
