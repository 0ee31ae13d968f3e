import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, unbounded, type Database } from "./database.ts";
import { STATEMENT_TIMEOUT_CODE } from "./pglite-remote.ts";

const url = process.env.DATABASE_URL;
const schema = url ? `test_${randomBytes(6).toString("hex")}` : undefined;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: url, schema, statementTimeoutMs: 300 });
});
afterAll(async () => {
  if (schema) await unbounded(database.db, (db) => sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db));
  await database.close();
});

/** How long `work` took to settle, and how: its error code when it failed. */
async function timed(work: Promise<unknown>): Promise<{ ms: number; code: unknown }> {
  const started = Date.now();
  const code = await work.then(
    () => null,
    (error: { code?: unknown }) => error.code,
  );
  return { ms: Date.now() - started, code };
}

/**
 * Waits until the database is free again: PGlite cannot interrupt a statement, so one past its
 * timeout (its caller already answered) still runs to its end before the next one's turn.
 */
async function untilFree(on: Database = database): Promise<void> {
  await on.db.transaction().execute((trx) => sql`SET LOCAL statement_timeout = 0`.execute(trx));
}

describe("statement timeout (issue 20, finding 1)", () => {
  it("stops a statement running past it with PostgreSQL's error 57014, on time", async () => {
    const { ms, code } = await timed(sql`SELECT pg_sleep(1)`.execute(database.db));
    expect(code).toBe(STATEMENT_TIMEOUT_CODE);
    expect(ms).toBeLessThan(900);
    await untilFree();
  });

  it("lets work run through `unbounded` take longer, and bounds the next statement again", async () => {
    const slow = await timed(unbounded(database.db, (db) => sql`SELECT pg_sleep(0.6)`.execute(db)));
    expect(slow.code).toBeNull();
    expect(slow.ms).toBeGreaterThanOrEqual(600);
    expect((await timed(sql`SELECT pg_sleep(1)`.execute(database.db))).code).toBe(STATEMENT_TIMEOUT_CODE);
    await untilFree();
  });

  it("follows SET LOCAL in a transaction and the default after it", async () => {
    const { code } = await timed(
      database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL statement_timeout = 0`.execute(trx);
        await sql`SELECT pg_sleep(0.6)`.execute(trx);
      }),
    );
    expect(code).toBeNull();
    expect((await timed(sql`SELECT pg_sleep(1)`.execute(database.db))).code).toBe(STATEMENT_TIMEOUT_CODE);
    await untilFree();
  });

  it("on PGlite, does not run a statement whose time was up before its turn came", async () => {
    // An embedded database of its own, whichever engine the suite runs on: the queue is PGlite's.
    const pglite = await openDatabase({ statementTimeoutMs: 300 });
    try {
      await sql`CREATE TEMP TABLE IF NOT EXISTS late (n int)`.execute(pglite.db);
      // The embedded database runs one statement at a time: the insert waits behind the sleep, which
      // runs to its end although its caller got the timeout after 300 ms.
      const sleeping = timed(sql`SELECT pg_sleep(1)`.execute(pglite.db));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const insert = await timed(sql`INSERT INTO late VALUES (1)`.execute(pglite.db));
      expect(insert.code).toBe(STATEMENT_TIMEOUT_CODE);
      expect((await sleeping).code).toBe(STATEMENT_TIMEOUT_CODE);
      await untilFree(pglite);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM late`.execute(pglite.db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await pglite.close();
    }
  });
});
