import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../app-context.ts";
import type { DevMail } from "../../contract/mail.ts";
import { devEndpoints } from "../../contract/system.endpoints.ts";
import { ok, sendNotFound } from "../plugins/envelope.ts";
import { route } from "../plugins/route.ts";
import { isLoopback } from "../lib/loopback.ts";
import { recentOutbox } from "./outbox.repo.ts";
import { MAILBOX_CSP, renderMailboxPage } from "./dev-mailbox.page.ts";

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
  if (!context.config.devMailbox) return;
  route(api, devEndpoints.mailbox, async () => ok(await mailbox(context)), { onRequest: guard });
}

/** `GET /dev/mailbox`: the same as a plain page. */
export function devMailboxPage(app: FastifyInstance, context: AppContext): void {
  if (!context.config.devMailbox) return;
  app.get("/dev/mailbox", { onRequest: guard, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", MAILBOX_CSP)
      .send(renderMailboxPage(await mailbox(context))),
  );
}
