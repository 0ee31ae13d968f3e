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
