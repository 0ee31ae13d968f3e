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

/** Drops database `name`, closing whatever connection is still open to it. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}
