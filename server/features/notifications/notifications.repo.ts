import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { NotificationsRow } from "../../db/generated/database.ts";

export type Category = NotificationsRow["category"];
const COLUMNS = ["id", "kind", "params", "created_at", "read_at"] as const;

export async function insertNotification(
  db: Kysely<DB>,
  row: { userId: string; category: Category; kind: string; params: object; now: Date },
) {
  return db
    .insertInto("notifications")
    .values({
      user_id: row.userId,
      category: row.category,
      kind: row.kind,
      params: sql<string>`${JSON.stringify(row.params)}::jsonb`,
      created_at: row.now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Every row of one list, newest first (a user's list is short; titles are matched once rendered). */
export async function listNotifications(db: Kysely<DB>, userId: string, category: Category) {
  return db
    .selectFrom("notifications")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .where("category", "=", category)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1000)
    .execute();
}

export async function findNotification(db: Kysely<DB>, userId: string, id: number) {
  return db
    .selectFrom("notifications")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .where("id", "=", String(id))
    .executeTakeFirst();
}

export async function countUnread(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("user_id", "=", userId)
    .where("category", "=", "notice")
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Marks read; returns how many rows matched (0 when the id is not the user's). */
export async function markRead(db: Kysely<DB>, userId: string, now: Date, id?: number): Promise<number> {
  let query = db.updateTable("notifications").set({ read_at: now }).where("user_id", "=", userId);
  if (id !== undefined) query = query.where("id", "=", String(id));
  else query = query.where("read_at", "is", null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markDelivered(db: Kysely<DB>, userId: string, id: number, now: Date): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ delivered_at: now })
    .where("user_id", "=", userId)
    .where("id", "=", String(id))
    .where("delivered_at", "is", null)
    .execute();
}

/**
 * Notifications to push, with their user's code: the one `id` (a NOTIFY heard), or every one after
 * `afterId` of `userIds` (the relay's catch-up after its connection came back), oldest first.
 */
export async function notificationsToPush(
  db: Kysely<DB>,
  filter: { id: string } | { afterId: string; userIds: readonly string[] },
) {
  let query = db
    .selectFrom("notifications as n")
    .innerJoin("app_users as u", "u.id", "n.user_id")
    .select(["n.id", "n.kind", "n.params", "n.created_at", "n.read_at", "n.user_id", "u.user_code"]);
  if ("id" in filter) query = query.where("n.id", "=", filter.id);
  else if (filter.userIds.length === 0) return [];
  else query = query.where("n.id", ">", filter.afterId).where("n.user_id", "in", filter.userIds);
  const rows = await query.orderBy("n.id").execute();
  // Ids as text whatever the driver gives for int8 (the hub keys its sockets by the text).
  return rows.map((row) => ({ ...row, id: String(row.id), user_id: String(row.user_id) }));
}

export async function lastNotificationId(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom("notifications")
    .select(sql<string>`coalesce(max(id), 0)::text`.as("id"))
    .executeTakeFirstOrThrow();
  return row.id;
}
