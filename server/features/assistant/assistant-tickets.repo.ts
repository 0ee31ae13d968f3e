import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export async function insertTicket(
  db: Kysely<DB>,
  row: { hash: Buffer; userId: string; locale: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Spent tickets go as they are used; this sweeps the ones nobody used.
    await trx.deleteFrom("assistant_tickets").where("expires_at", "<", row.now).execute();
    await trx
      .insertInto("assistant_tickets")
      .values({ ticket_hash: row.hash, user_id: row.userId, locale: row.locale, expires_at: row.expiresAt })
      .execute();
  });
}

/** Deletes the ticket and answers its user and language when it was still good: one use, whatever the outcome. */
export async function takeTicket(
  db: Kysely<DB>,
  hash: Buffer,
  now: Date,
): Promise<{ userId: string; locale: string } | undefined> {
  const row = await db
    .deleteFrom("assistant_tickets")
    .where("ticket_hash", "=", hash)
    .returning(["user_id", "locale", "expires_at"])
    .executeTakeFirst();
  return row && row.expires_at > now ? { userId: row.user_id, locale: row.locale } : undefined;
}
