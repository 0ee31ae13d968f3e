import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import { openDatabase, type Database } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { buildApp } from "../app.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import { loadConfig, type Config } from "../config.ts";
import { createDataStatus, type DataStatus } from "../lib/data-status.ts";
import type { DatasetLoader } from "../lib/dataset-loader.ts";
import { loadDatasets } from "../lib/dataset-loader.ts";
import { VERSION } from "../version.ts";
import { createDatabase, databaseUrlFor, dropDatabaseWhenFree, uniqueDatabaseName } from "./postgres-databases.ts";
import type { VirusScanner } from "../lib/virus-scan.ts";

export type TestDatabase = Database & {
  dispose: () => Promise<void>;
  /** PostgreSQL only: another handle on the same database (a second server process's). */
  openAgain?: () => Promise<Database>;
};

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  dataStatus: DataStatus;
  /** The background jobs: a test advances their clock and runs a round (`tick`) instead of waiting. */
  jobs: JobRunner;
  close: () => Promise<void>;
};

/**
 * A fresh database for one test file: an in-memory PGlite, or, when DATABASE_URL is set, a new
 * database on that PostgreSQL server (a new schema for a partly migrated one), dropped at dispose.
 * Migrations applied (up to `upTo` when given, for upgrade tests); data sets loaded only when
 * given. A fully migrated database starts from the run's migrated copy (database-template.setup.ts).
 */
export async function openTestDatabase(options: { upTo?: string } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const fromTemplate = options.upTo === undefined;
  if (url && fromTemplate && inject("postgresTemplate")) {
    const template = inject("postgresTemplate");
    const name = uniqueDatabaseName(template);
    await createDatabase(url, name, template);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name) });
    await migrate(database);
    return {
      ...database,
      openAgain: () => openDatabase({ databaseUrl: databaseUrlFor(url, name) }),
      dispose: async () => {
        await database.close();
        await dropDatabaseWhenFree(url, name);
      },
    };
  }
  const schema = url ? `test_${randomBytes(6).toString("hex")}` : undefined;
  const templateFile = url || !fromTemplate ? "" : inject("pgliteTemplate");
  const template = templateFile ? new Uint8Array(readFileSync(templateFile)) : undefined;
  const database = await openDatabase({ databaseUrl: url, schema, template });
  await migrate(database, options);
  return {
    ...database,
    ...(url ? { openAgain: () => openDatabase({ databaseUrl: url, schema }) } : {}),
    dispose: async () => {
      if (schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(database.db);
      await database.close();
    },
  };
}

/**
 * The configuration of a test app: no rate limits and no load shedding unless a test asks for them
 * (test files send many requests at once, and a loaded CI machine lags the event loop), no SMTP.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    smtpUrl: undefined,
    searchRateLimit: 0,
    exportRateLimit: 0,
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
}

export async function createTestApp(
  options: {
    datasets?: readonly DatasetLoader[];
    configure?: (app: FastifyInstance) => void;
    /** Configuration overrides (SMTP, sign-in providers, captcha difficulty). */
    config?: Partial<Config>;
    /** The clock the app reads, so that tests move time without sleeping. */
    now?: () => Date;
    /** The upload service's virus scan (server/lib/virus-scan.ts). */
    virusScanner?: VirusScanner;
    /**
     * PostgreSQL only: a second server on this app's database (its own pool and listener, as another
     * process would have); closing it leaves the database to the first.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const database = options.sameDatabaseAs ? await openAgain(options.sameDatabaseAs) : await openTestDatabase();
  const dataStatus = createDataStatus();
  await loadDatasets(database.db, options.datasets ?? [], dataStatus, () => {});
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    dataStatus,
    version: VERSION,
    ...(options.now ? { now: options.now } : {}),
    ...(options.virusScanner ? { virusScanner: options.virusScanner } : {}),
  });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    dataStatus,
    jobs: app.jobs,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

async function openAgain(first: TestApp): Promise<TestDatabase> {
  const open = first.database.openAgain;
  if (!open) throw new Error("a second server on one database needs PostgreSQL (DATABASE_URL)");
  const database = await open();
  return { ...database, dispose: () => database.close() };
}
