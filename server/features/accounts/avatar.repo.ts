import type { Executor } from "./executor.ts";

export async function upsertAvatar(
  db: Executor,
  row: { userId: string; resourceKey: string; contentType: string; bytes: Uint8Array; at: Date },
): Promise<void> {
  const values = { resource_key: row.resourceKey, content_type: row.contentType, bytes: row.bytes, updated_at: row.at };
  await db
    .insertInto("user_avatars")
    .values({ user_id: row.userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

export async function deleteAvatar(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("user_avatars").where("user_id", "=", userId).execute();
}

export async function findAvatar(db: Executor, resourceKey: string) {
  return db
    .selectFrom("user_avatars")
    .select(["content_type", "bytes", "updated_at"])
    .where("resource_key", "=", resourceKey)
    .executeTakeFirst();
}
