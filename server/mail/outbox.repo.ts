import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import type { MailOutboxRow } from "../db/generated/database.ts";

type MailStatus = MailOutboxRow["status"];

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertOutbox(
  db: Executor,
  row: { to: string; subject: string; text: string; status: MailStatus; at: Date },
): Promise<string> {
  const inserted = await db
    .insertInto("mail_outbox")
    .values({ to_address: row.to, subject: row.subject, body_text: row.text, status: row.status, created_at: row.at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(inserted.id);
}

export async function setOutboxStatus(
  db: Executor,
  id: string,
  update: { status: MailStatus; sentAt: Date | null; error: string | null },
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ status: update.status, sent_at: update.sentAt, error: update.error })
    .where("id", "=", id)
    .execute();
}

/** The newest mails first. */
export async function recentOutbox(db: Executor, limit: number) {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "to_address", "subject", "body_text", "status", "created_at", "sent_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
