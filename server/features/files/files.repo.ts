import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export type FileRow = {
  id: string;
  userId: string;
  purpose: string;
  name: string;
  contentType: string;
  size: number;
  at: Date;
};

export async function insertFile(db: Kysely<DB>, row: FileRow): Promise<void> {
  await db
    .insertInto("uploaded_files")
    .values({
      id: row.id,
      user_id: row.userId,
      purpose: row.purpose,
      name: row.name,
      content_type: row.contentType,
      size: row.size,
      created_at: row.at,
    })
    .execute();
}

export async function findOwnFile(db: Kysely<DB>, id: string, userId: string) {
  return db
    .selectFrom("uploaded_files")
    .select(["id", "purpose", "name", "content_type", "size", "attached_to"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function deleteFileRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom("uploaded_files").where("id", "=", id).execute();
}

/** Marks the file as sent with `target` (a report), only if it is the user's, of the purpose, and unattached. */
export async function attachFileRow(
  db: Kysely<DB>,
  input: { id: string; userId: string; purpose: string; target: string },
) {
  return db
    .updateTable("uploaded_files")
    .set({ attached_to: input.target })
    .where("id", "=", input.id)
    .where("user_id", "=", input.userId)
    .where("purpose", "=", input.purpose)
    .where("attached_to", "is", null)
    .returning(["id", "name", "content_type", "size"])
    .executeTakeFirst();
}
