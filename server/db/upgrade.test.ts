import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { migrate, migrationNames, pendingMigrations } from "./migrate.ts";

/**
 * An upgrade: a database of the previous release (every migration but the newest), with users,
 * their profiles, sessions and credits in it, is migrated by this release. On PostgreSQL
 * (DATABASE_URL) in a schema of its own, else on PGlite.
 */
describe("upgrading from the previous release's schema with data in it", () => {
  let database: TestDatabase;
  afterAll(() => database.dispose());

  it("applies only the new migrations and keeps every row", async () => {
    const names = migrationNames();
    const [previous, newest] = names.slice(-2);
    if (!previous || !newest) throw new Error("fewer than two migrations");
    database = await openTestDatabase({ upTo: previous });
    expect(await pendingMigrations(database.db)).toEqual([newest]);

    const { db } = database;
    const users = await db
      .insertInto("app_users")
      .values([
        { user_code: "U-1", email: "ada@example.com", first_name: "Ada", locale: "de" },
        { user_code: "U-2", email: "grace@example.com", first_name: "Grace", user_type: 3 },
      ])
      .returning("id")
      .execute();
    const [ada] = users;
    if (!ada) throw new Error("no user");
    await db.insertInto("credit_ledger").values({ user_id: ada.id, delta: 100, reason: "signup" }).execute();
    await db.insertInto("credit_ledger").values({ user_id: ada.id, delta: -3, reason: "export" }).execute();
    const tables = ["app_users", "credit_ledger", "schema_migrations"] as const;
    const read = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (table) => [
            table,
            (await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(db)).rows.map((row) =>
              table === "schema_migrations" ? (row as { name: string }).name : row,
            ),
          ]),
        ),
      );
    const before = await read();

    const result = await migrate(database);

    expect(result.applied).toEqual([newest]);
    const after = await read();
    // Every old column keeps its value (a migration may add columns: 0026 the ledger's `reference`, 0027 the organisation's).
    expect(after.app_users).toEqual((before.app_users as object[]).map((row) => expect.objectContaining(row)));
    expect(after.credit_ledger).toEqual((before.credit_ledger as object[]).map((row) => expect.objectContaining(row)));
    expect(after.schema_migrations).toEqual(names);
    // The new release's tables work with the old rows: a folder for an existing user.
    const at = new Date();
    await db
      .insertInto("collections")
      .values({ id: randomUUID(), user_id: ada.id, name: "Suppliers", name_changed_at: at, created_at: at })
      .execute();
    expect(await db.selectFrom("collections").select("name").execute()).toEqual([{ name: "Suppliers" }]);
  });

  it("is forward only: a database a newer version migrated is refused with one line", async () => {
    await database.db
      .insertInto("schema_migrations")
      .values({ name: "9999_from_the_future.sql", applied_at: new Date() })
      .execute();
    await expect(migrate(database)).rejects.toThrow(
      /^the database was migrated by a newer version of the server \(9999_from_the_future\.sql unknown to this one\)\. Fix: /,
    );
  });
});
