import type { SubscriptionsRow } from "../../db/generated/database.ts";
import type { Executor } from "./executor.ts";

export async function activeSubscriptions(db: Executor, userId: string, now: Date) {
  return db
    .selectFrom("subscriptions")
    .select(["lock_type", "starts_at", "ends_at"])
    .where("user_id", "=", userId)
    .where("starts_at", "<=", now)
    .where("ends_at", ">", now)
    .orderBy("lock_type", "desc")
    .orderBy("ends_at", "desc")
    .execute();
}

export async function insertSubscription(
  db: Executor,
  row: { userId: string; lockType: SubscriptionsRow["lock_type"]; startsAt: Date; endsAt: Date; source: string },
): Promise<void> {
  await db
    .insertInto("subscriptions")
    .values({
      user_id: row.userId,
      lock_type: row.lockType,
      starts_at: row.startsAt,
      ends_at: row.endsAt,
      source: row.source,
    })
    .execute();
}

export async function creditBalance(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom("credit_ledger")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("delta"), eb.val("0")).as("balance"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function ledgerEntryExists(db: Executor, idempotencyKey: string): Promise<boolean> {
  const row = await db
    .selectFrom("credit_ledger")
    .select("id")
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertLedgerEntry(
  db: Executor,
  row: { userId: string; delta: number; reason: string; idempotencyKey: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto("credit_ledger")
    .values({
      user_id: row.userId,
      delta: row.delta,
      reason: row.reason,
      idempotency_key: row.idempotencyKey,
      created_at: row.at,
    })
    .execute();
}
