import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { userInfo } from "node:os";
import { Kysely, PGliteDialect, PostgresDialect, sql, type LogEvent } from "kysely";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import pg from "pg";
import type { DB } from "./schema.ts";
import { openRemotePGlite } from "./pglite-remote.ts";
import { lockDataDir } from "./data-dir-lock.ts";

export type Engine = "pglite" | "postgres";
/** Told of every query run through `db`: its time, and whether it failed. */
export type QueryListener = (milliseconds: number, failed: boolean) => void;
/** PostgreSQL's connection pool: connections open, idle, and callers waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };
export type Database = {
  db: Kysely<DB>;
  engine: Engine;
  /** Runs a script of several SQL statements as one implicit transaction (simple query protocol). */
  runScript: (script: string) => Promise<void>;
  /**
   * Runs `work` while holding the lock `name` of this database (and schema): a PostgreSQL advisory
   * lock, so that every server and command on the same database waits its turn; on PGlite (one
   * process, one connection) an in-process queue.
   */
  withLock: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** Adds a listener of every query's time (the metrics); returns its removal. */
  observeQueries: (listener: QueryListener) => () => void;
  /** The pool's state (PostgreSQL only; PGlite has one connection). */
  poolStats?: () => PoolStats;
  /** PGlite only: the data folder as a gzipped tar (a consistent snapshot: this process holds it). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PostgreSQL only (PGlite is one process): LISTENs on `channel` of this database and schema (see
   * `channelOf`) on a connection of its own, outside the pool. A lost connection is opened again with
   * back-off (0.5 s doubling to 30 s), then `onReconnect` runs (notifications sent meanwhile are lost).
   * Resolves once listening; the result stops listening.
   */
  listen?: (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;
};

export type ListenHandlers = {
  onNotify: (payload: string) => void;
  onReconnect: () => void;
  onError: (error: unknown) => void;
};

/**
 * A LISTEN channel's name in this schema (`name:schema`), as SQL: processes on the same database but in
 * different schemas (the tests) do not hear each other. `pg_notify(channelOf(...), payload)` sends on it.
 */
export const channelOf = (name: string) => sql<string>`${name} || ':' || current_schema()`;

/** The query listeners of one database, and the Kysely `log` option that tells them. */
function queryObservers() {
  const listeners = new Set<QueryListener>();
  const log = (event: LogEvent) => {
    for (const listener of listeners) listener(event.queryDurationMillis, event.level === "error");
  };
  const observeQueries = (listener: QueryListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { log, observeQueries };
}

/** Extensions every schema relies on: trigram similarity, accent folding, phonetic codes. */
export const EXTENSIONS = ["pg_trgm", "unaccent", "fuzzystrmatch"] as const;

type Options = {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; in memory when absent. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests use a fresh one per file). */
  schema?: string | undefined;
  /**
   * Longest a statement may run, in ms (0 or absent: no limit); a longer one fails with
   * PostgreSQL's error 57014. Work that may take longer runs through `unbounded`.
   */
  statementTimeoutMs?: number | undefined;
  /** Who opens the PGlite data folder, written in its lock file (one process per folder). */
  owner?: string | undefined;
  /**
   * An in-memory PGlite starts as a copy of this data folder (a `dumpDataDir` tar) instead of an
   * empty one: tests start from a database migrated once per run (starting PGlite empty costs most).
   */
  template?: Uint8Array | undefined;
};

export async function openDatabase(options: Options): Promise<Database> {
  const settings = { ...SESSION_SETTINGS, statement_timeout: String(options.statementTimeoutMs ?? 0) };
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema, settings);
  return openPGlite(options, settings);
}

/**
 * Runs `work` on one connection with no statement timeout (data loads, index builds, VACUUM),
 * then gives the connection its default back. On PGlite, the one connection: statements of
 * requests that run meanwhile are not bounded either (loads run at start, before the data is served).
 */
export function unbounded<T>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    // Set back to what it was after (not RESET: PGlite's session default is set, not a startup option).
    const { rows } = await sql<{ ms: string }>`SELECT current_setting('statement_timeout') AS ms`.execute(connection);
    await sql`SET statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT set_config('statement_timeout', ${rows[0]?.ms ?? "0"}, false)`.execute(connection);
    }
  });
}

/**
 * Settings of every connection. No JIT: it pays off for long analytical queries only; on the
 * search's queries (a few milliseconds each) the planner's cost estimate often crosses
 * jit_above_cost, and compiling then takes 0.5-2 s (measured at 1 M companies, docs/PERFORMANCE.md).
 * work_mem 32 MB: at the default 4 MB the word index's bitmaps of a common word went lossy, and
 * every row of their pages was checked again (docs/decisions/0009-company-search.md).
 */
const SESSION_SETTINGS = { jit: "off", work_mem: "32MB" } as const;

/** PGlite's builds of the EXTENSIONS (restore opens a PGlite of its own with them). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, fuzzystrmatch };

/**
 * PGlite in a worker thread of its own (pglite.worker.ts), so that its statements never hold the
 * server's event loop; a data folder is locked for this process first (data-dir-lock.ts).
 */
async function openPGlite(
  { dataDir, owner, template }: Pick<Options, "dataDir" | "owner" | "template">,
  settings: Record<string, string>,
): Promise<Database> {
  let dir: string | undefined;
  let unlock = () => {};
  if (dataDir) {
    unlock = lockDataDir(dataDir, owner ?? `pid ${process.pid}`);
    dir = join(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const pglite = await openRemotePGlite(dir, template).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const { log, observeQueries } = queryObservers();
  // The remote has the part of PGlite's API the dialect uses.
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: pglite as never }), log });
  await createExtensions(db);
  // Session defaults; the statement timeout last, so that setting up is not bounded by it.
  for (const [name, value] of Object.entries(settings)) {
    await sql`SELECT set_config(${name}, ${value}, false)`.execute(db);
  }
  const runScript = (script: string) => pglite.exec(script);
  const close = async () => {
    // db.destroy() closes the PGlite instance (and its thread) too.
    await db.destroy();
    unlock();
  };
  return {
    db,
    engine: "pglite",
    runScript,
    withLock: queueLock(),
    close,
    observeQueries,
    dumpDataDir: () => pglite.dumpDataDir(),
  };
}

async function openPostgres(
  url: string,
  schema: string | undefined,
  settings: Record<string, string>,
): Promise<Database> {
  // A URL without a user name (postgres:///csi?host=/var/run/postgresql) means the operating-system
  // user to libpq and psql; node-postgres reads $USER instead, which services and containers lack.
  if (!process.env.PGUSER && !pg.defaults.user) pg.defaults.user = userInfo().username;
  const options = [
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ...(schema ? [`-c search_path=${schema},public`] : []),
  ].join(" ");
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  const { log, observeQueries } = queryObservers();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
  // IF NOT EXISTS does not make two concurrent creations of the same schema or extension safe.
  await advisoryLock(pool, "csi:setup", async () => {
    if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
    await createExtensions(db);
  });
  // Migrations may build indexes on big tables: not bounded by the statement timeout.
  const runScript = async (script: string) => {
    const client = await pool.connect();
    try {
      await client.query("SET statement_timeout = 0");
      await client.query(script);
      await client.query("RESET statement_timeout");
      client.release();
    } catch (error) {
      // Not given back with its timeout off: the pool closes it.
      client.release(true);
      throw error;
    }
  };
  const withLock = <T>(name: string, work: () => Promise<T>) => advisoryLock(pool, `csi:${name}:${schema ?? ""}`, work);
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const listen = (channel: string, handlers: ListenHandlers) => listenOn(url, options, channel, handlers);
  return { db, engine: "postgres", runScript, withLock, close: () => db.destroy(), observeQueries, poolStats, listen };
}

const LISTEN_BACKOFF_MS = { first: 500, max: 30_000 };

/** Database["listen"] on PostgreSQL: one client of its own, opened again with back-off whenever it is lost. */
async function listenOn(url: string, options: string, channel: string, handlers: ListenHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let wake = () => {};

  /** Opens a client listening on the channel; resolves with a promise of its end (wrapped: not awaited). */
  async function open(): Promise<{ ended: Promise<void> }> {
    const next = new pg.Client({ connectionString: url, options });
    const ended = new Promise<void>((resolve) => next.once("end", resolve));
    next.on("error", handlers.onError);
    next.on("notification", (message) => {
      if (message.payload !== undefined) handlers.onNotify(message.payload);
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ name: string }>("SELECT $1::text || ':' || current_schema() AS name", [
        channel,
      ]);
      await next.query(`LISTEN ${next.escapeIdentifier(rows[0]?.name ?? channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    return { ended };
  }

  async function keepListening({ ended }: { ended: Promise<void> }) {
    let delay = LISTEN_BACKOFF_MS.first;
    await ended;
    while (!stopped) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (stopped) return;
      try {
        const next = await open();
        delay = LISTEN_BACKOFF_MS.first;
        handlers.onReconnect();
        await next.ended;
      } catch (error) {
        handlers.onError(error);
        delay = Math.min(delay * 2, LISTEN_BACKOFF_MS.max);
      }
    }
  }

  void keepListening(await open());
  return async () => {
    stopped = true;
    wake();
    await client?.end().catch(() => {});
  };
}

/**
 * Holds a session-level advisory lock (advisory locks belong to the current database) on a
 * connection of its own while `work` runs on the pool's other connections. Should this process
 * die, PostgreSQL ends the session and the lock with it.
 */
async function advisoryLock<T>(pool: pg.Pool, key: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [key]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [key]);
    }
  } finally {
    client.release();
  }
}

/** Runs the works given to it one after another (per lock name), in the order they came. */
function queueLock(): Database["withLock"] {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, work: () => Promise<T>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(work);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

/** Extensions live in `public` so that every schema (and every test schema) sees them. */
async function createExtensions(db: Kysely<DB>): Promise<void> {
  for (const name of EXTENSIONS) {
    await sql`CREATE EXTENSION IF NOT EXISTS ${sql.id(name)} SCHEMA public`.execute(db);
  }
}
