import { afterAll, describe, expect, it } from "vitest";
import { migrate, migrationNames } from "../../db/migrate.ts";
import { openTestDatabase, type TestDatabase } from "../../test/test-app.ts";

describe("migration 0026: balances from the ledger kept before it", () => {
  let database: TestDatabase;
  afterAll(() => database.dispose());

  it("each user's balance row holds the sum of their entries", async () => {
    const names = migrationNames();
    const previous = names[names.findIndex((name) => name.startsWith("0026_")) - 1];
    if (!previous) throw new Error("no migration before 0026");
    database = await openTestDatabase({ upTo: previous });
    const { db } = database;
    const [ada, bob] = await db
      .insertInto("app_users")
      .values([
        { user_code: "U-1", email: "ada@example.com", first_name: "Ada" },
        { user_code: "U-2", email: "bob@example.com", first_name: "Bob" },
      ])
      .returning("id")
      .execute();
    if (!ada || !bob) throw new Error("no users");
    await db
      .insertInto("credit_ledger")
      .values([
        { user_id: ada.id, delta: 100, reason: "signup", idempotency_key: "same-key" },
        { user_id: ada.id, delta: -3, reason: "export" },
        { user_id: bob.id, delta: 7, reason: "signup" },
      ])
      .execute();
    await migrate(database);
    const balances = await db.selectFrom("credit_balances").select(["user_id", "balance"]).orderBy("user_id").execute();
    expect(balances).toEqual([
      { user_id: ada.id, balance: 97 },
      { user_id: bob.id, balance: 7 },
    ]);
    // keys are now per user: Bob may use a key Ada used
    await db
      .insertInto("credit_ledger")
      .values({ user_id: bob.id, delta: 1, reason: "grant", idempotency_key: "same-key" })
      .execute();
  });
});
