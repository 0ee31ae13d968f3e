import type { FastifyReply, FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { runIdempotent } from "./idempotency.service.ts";

export type Actor = { userId: string; now: Date };

/** The signed-in user's id (the route's `requireUser` preHandler has run). */
export function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

export function clock(context: AppContext): Date {
  return context.now?.() ?? new Date();
}

/**
 * Answers a mutation: runs it through the idempotency chokepoint with the request's
 * `Idempotency-Key`, and marks a replayed answer with `Idempotent-Replayed: true`.
 */
export async function answerMutation<T>(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  params: unknown,
  work: (trx: Transaction<DB>, actor: Actor) => Promise<T>,
) {
  const actor = { userId: userIdOf(request), now: clock(context) };
  const header = request.headers["idempotency-key"];
  const key = Array.isArray(header) ? header[0] : header;
  const { data, replayed } = await runIdempotent(
    context.database.db,
    {
      userId: actor.userId,
      key,
      request: { method: request.method, route: request.routeOptions.url ?? request.url, params },
      now: actor.now,
    },
    (trx) => work(trx, actor),
  );
  if (replayed) reply.header("idempotent-replayed", "true");
  return ok(data);
}
