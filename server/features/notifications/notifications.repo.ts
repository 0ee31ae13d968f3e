import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { NotificationsRow } from "../../db/generated/database.ts";

export type Category = NotificationsRow["category"];
const COLUMNS = ["id", "kind", "params", "created_at", "read_at"] as const;

/** Stores notifications in one statement; returns each row's id and user, in the order given. */
export async function insertNotifications(
  db: Kysely<DB>,
  rows: readonly { userId: string; category: Category; kind: string; params: object }[],
  now: Date,
) {
  const stored = await db
    .insertInto("notifications")
    .values(
      rows.map((row) => ({
        user_id: row.userId,
        category: row.category,
        kind: row.kind,
        params: sql<string>`${JSON.stringify(row.params)}::jsonb`,
        created_at: now,
      })),
    )
    .returning(["id", "user_id"])
    .execute();
  return stored.map((row) => ({ id: String(row.id), userId: String(row.user_id) }));
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
  return (await countUnreadOf(db, [userId])).get(userId) ?? 0;
}

/** Unread notices of each user, in one query (a user with none is absent). */
export async function countUnreadOf(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("notifications")
    .select(["user_id", sql<number>`count(*)::int`.as("n")])
    .where("user_id", "in", userIds)
    .where("category", "=", "notice")
    .where("read_at", "is", null)
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((row) => [String(row.user_id), row.n]));
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
 * Notifications to push, with their user's code: the `ids` (stored here, or NOTIFYs heard), or every
 * one after `afterId` of `userIds` (the relay's catch-up after its connection came back), oldest first.
 */
export async function notificationsToPush(
  db: Kysely<DB>,
  filter: { ids: readonly string[] } | { afterId: string; userIds: readonly string[] },
) {
  let query = db
    .selectFrom("notifications as n")
    .innerJoin("app_users as u", "u.id", "n.user_id")
    .select(["n.id", "n.kind", "n.params", "n.created_at", "n.read_at", "n.user_id", "u.user_code"]);
  if ("ids" in filter) {
    if (filter.ids.length === 0) return [];
    query = query.where("n.id", "in", filter.ids);
  } else if (filter.userIds.length === 0) return [];
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
