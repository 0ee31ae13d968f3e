import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import type { DB } from "./schema.ts";
import type { Database } from "./database.ts";

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
 * them done.
 */
export function migrate(database: Database): Promise<{ applied: string[]; total: number }> {
  return database.withLock("migrate", () => applyPending(database));
}

async function applyPending({ db, runScript }: Database): Promise<{ applied: string[]; total: number }> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const done = new Set((await db.selectFrom("schema_migrations").select("name").execute()).map((r) => r.name));
  const applied: string[] = [];
  for (const name of migrationNames()) {
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
