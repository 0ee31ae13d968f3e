import { randomUUID } from "node:crypto";
import { openSession } from "../features/accounts/index.ts";
import { grantSubscription } from "../features/accounts/entitlements.service.ts";
import type { TestApp } from "./test-app.ts";

/** A registered user with an open session, straight in the database: its id and token. */
export async function signedInTestUser(t: TestApp): Promise<{ id: string; token: string }> {
  const suffix = randomUUID().slice(0, 8);
  const row = await t.database.db
    .insertInto("app_users")
    .values({ user_code: `T${suffix}`, email: `reader-${suffix}@example.com`, first_name: "Tess", last_name: "Reader" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = await openSession(t.database.db, String(row.id), { usaged: 2, ip: "127.0.0.1", userAgent: "test" });
  return { id: String(row.id), token };
}

/** Gives the user a subscription of `lockType` (1 silver, 2 gold) running from yesterday for 30 days. */
export async function grantTier(t: TestApp, userId: string, lockType: 1 | 2 | 3, now = new Date()): Promise<void> {
  await grantSubscription(t.database.db, {
    userId,
    lockType,
    startsAt: new Date(now.getTime() - 86_400_000),
    endsAt: new Date(now.getTime() + 30 * 86_400_000),
    source: "test",
  });
}
