import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database name no other test run uses. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString("hex")}`;
}

/** The same server and credentials as `url`, in database `name`. */
export function databaseUrlFor(url: string, name: string): string {
  // Not `new URL`: a socket address (postgres://me@/db?host=/var/run/postgresql) has no host.
  const match = /^([a-z]+:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) throw new Error("DATABASE_URL is not a postgres:// address");
  return `${match[1]}/${encodeURIComponent(name)}${match[2] ?? ""}`;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the server of `url`, empty or as a copy of `template`. */
export async function createDatabase(url: string, name: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : "";
  await onServer(url, `CREATE DATABASE ${pg.escapeIdentifier(name)}${from}`);
}

/** Drops database `name`, ending whatever connection is still open to it (for the run's end). */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}

const IN_USE = "55006";

/**
 * Drops database `name` once its connections are gone: a closed pool's connections end a moment
 * after `end()` resolves, and ending them by force would fail their clients. Tries for about 5 s,
 * then leaves it to the run's end (`dropRunDatabases`).
 */
export async function dropDatabaseWhenFree(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await onServer(url, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Drops every database whose name starts with `prefix_` (what a run's files left), by force. */
export async function dropRunDatabases(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [`${prefix}_`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
