import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { NotificationsRow } from "../../db/generated/database.ts";

export type Category = NotificationsRow["category"];
const COLUMNS = ["id", "kind", "params", "created_at", "read_at"] as const;

/** A stored notification as it is pushed: its user and what its message is written from. */
export type StoredNotification = {
  id: string;
  user_id: string;
  kind: string;
  params: unknown;
  created_at: Date | string;
  read_at: Date | string | null;
};

const asStored = (row: Omit<StoredNotification, "id" | "user_id"> & { id: unknown; user_id: unknown }) =>
  // Ids as text whatever the driver gives for int8 (the hub keys its sockets by the text).
  ({ ...row, id: String(row.id), user_id: String(row.user_id) });

/** Stores notifications in one statement (arrays unnested, so a thousand rows are five parameters). */
export async function insertNotifications(
  db: Kysely<DB>,
  rows: readonly { userId: string; category: Category; kind: string; params: object }[],
  now: Date,
): Promise<StoredNotification[]> {
  const { rows: stored } = await sql<StoredNotification>`
    INSERT INTO notifications (user_id, category, kind, params, created_at)
    SELECT n.user_id, n.category, n.kind, n.params::jsonb, ${now}
    FROM unnest(${rows.map((row) => row.userId)}::int8[], ${rows.map((row) => row.category)}::text[],
      ${rows.map((row) => row.kind)}::text[], ${rows.map((row) => JSON.stringify(row.params))}::text[])
      WITH ORDINALITY AS n(user_id, category, kind, params, position)
    ORDER BY n.position
    RETURNING id, user_id, kind, params, created_at, read_at`.execute(db);
  return stored.map(asStored);
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
 * Notifications to push: the `ids` (NOTIFYs heard), or every one after `afterId` of `userIds` (the
 * relay's catch-up after its connection came back), oldest first.
 */
export async function notificationsToPush(
  db: Kysely<DB>,
  filter: { ids: readonly string[] } | { afterId: string; userIds: readonly string[] },
): Promise<StoredNotification[]> {
  let query = db.selectFrom("notifications").select(["id", "user_id", "kind", "params", "created_at", "read_at"]);
  if ("ids" in filter) {
    if (filter.ids.length === 0) return [];
    query = query.where("id", "in", filter.ids);
  } else if (filter.userIds.length === 0) return [];
  else query = query.where("id", ">", filter.afterId).where("user_id", "in", filter.userIds);
  return (await query.orderBy("id").execute()).map(asStored);
}

export async function lastNotificationId(db: Kysely<DB>): Promise<string> {
  const row = await db
    .selectFrom("notifications")
    .select(sql<string>`coalesce(max(id), 0)::text`.as("id"))
    .executeTakeFirstOrThrow();
  return row.id;
}
