import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database.ts";
import { migrate, migrationNames, pendingMigrations } from "./migrate.ts";

/**
 * Two servers starting together on one fresh database: on PostgreSQL two connection pools on the
 * same new schema, on PGlite two calls on the one embedded database. Without the lock both read an
 * empty schema_migrations and apply 0001 twice, and one of them fails.
 */
describe("migrate, twice at once on a fresh schema", () => {
  const url = process.env.DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString("hex")}` : undefined;
  const opened: Database[] = [];
  afterAll(async () => {
    const [first] = opened;
    if (first && schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(first.db);
    for (const database of opened) await database.close();
  });

  it("both finish, and every migration is applied and recorded once", async () => {
    // Opening creates the schema and the extensions: the two PostgreSQL pools open at once too.
    const open = () => openDatabase({ databaseUrl: url, schema });
    opened.push(...(url ? await Promise.all([open(), open()]) : [await open()]));
    const [first] = opened;
    const second = opened.at(-1);
    if (!first || !second) throw new Error("no database opened");

    const results = await Promise.all([migrate(first), migrate(second)]);

    const names = migrationNames();
    expect(results.map((r) => r.applied.length).sort((a, b) => a - b)).toEqual([0, names.length]);
    expect(results.flatMap((r) => r.applied)).toEqual(names);
    const { rows } = await sql<{
      name: string;
      n: number;
    }>`SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name ORDER BY name`.execute(first.db);
    expect(rows).toEqual(names.map((name) => ({ name, n: 1 })));
    expect(await pendingMigrations(second.db)).toEqual([]);
    // The schema is usable from both: a table of the last migrations answers.
    await expect(second.db.selectFrom("companies").select("id").limit(1).execute()).resolves.toEqual([]);
  });

  it("a failed migration run releases the lock: the next run goes ahead", async () => {
    const [first] = opened;
    if (!first) throw new Error("the first test opens the database");
    await expect(first.withLock("migrate", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(migrate(first)).resolves.toMatchObject({ applied: [] });
  });
});
