import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import type { MailMessage, Mailer } from "./mailer.ts";
import { insertOutbox, setOutboxStatus } from "./outbox.repo.ts";

/**
 * Sends one mail. Every mail is written to the outbox first; over SMTP its row then says sent or
 * failed (and a failure is 503 to the caller). Without SMTP the row is the delivery: the
 * development mailbox shows it and the log prints it.
 */
export async function sendMail(
  db: Kysely<DB>,
  mailer: Mailer,
  log: FastifyBaseLogger,
  message: MailMessage,
  now: Date,
): Promise<void> {
  if (mailer.mode === "outbox") {
    const id = await insertOutbox(db, { ...message, status: "logged", at: now });
    // With the development mailbox (DEV_MAILBOX=1) only: the text, and so any code, is printed.
    if (mailer.logText) log.info({ mail: message }, "mail kept in the outbox (no SMTP_URL): see /dev/mailbox");
    else log.info({ outboxId: id }, "mail kept in the outbox (no SMTP_URL, no DEV_MAILBOX): not sent");
    return;
  }
  const id = await insertOutbox(db, { ...message, status: "pending", at: now });
  try {
    await mailer.deliver(message);
    await setOutboxStatus(db, id, { status: "sent", sentAt: new Date(), error: null });
    log.info({ to: message.to, subject: message.subject, outboxId: id }, "mail sent");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await setOutboxStatus(db, id, { status: "failed", sentAt: null, error: reason.slice(0, 500) });
    log.error({ to: message.to, outboxId: id, err: error }, "mail delivery failed");
    throw new AppError(503, "mailFailed");
  }
}
