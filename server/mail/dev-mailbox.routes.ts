import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../app-context.ts";
import { DevMailboxResponse, type DevMail } from "../../contract/mail.ts";
import { ok, sendNotFound } from "../plugins/envelope.ts";
import { isLoopback } from "../lib/loopback.ts";
import { recentOutbox } from "./outbox.repo.ts";
import { renderMailboxPage } from "./dev-mailbox.page.ts";

const SHOWN = 100;

async function mailbox(context: AppContext): Promise<DevMail[]> {
  const rows = await recentOutbox(context.database.db, SHOWN);
  return rows.map((row) => ({
    id: String(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    sentAt: new Date(row.sent_at ?? row.created_at).toISOString(),
  }));
}

/**
 * The mailbox exists only without SMTP (the embedded, development set-up), and only for
 * connections from this machine: it shows verification codes.
 */
async function guard(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopback(request)) return sendNotFound(request, reply);
}

/** `GET /csi/dev/mailbox`: the outbox as JSON, newest first. */
export function devMailboxApiRoutes(api: FastifyInstance, context: AppContext): void {
  if (context.config.smtpUrl) return;
  api.get(
    "/dev/mailbox",
    {
      onRequest: guard,
      schema: {
        tags: ["development"],
        summary: "Mails kept in the outbox (no SMTP), newest first",
        response: { 200: DevMailboxResponse },
      },
    },
    async () => ok(await mailbox(context)),
  );
}

/** `GET /dev/mailbox`: the same as a plain page. */
export function devMailboxPage(app: FastifyInstance, context: AppContext): void {
  if (context.config.smtpUrl) return;
  app.get("/dev/mailbox", { onRequest: guard, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderMailboxPage(await mailbox(context))),
  );
}
