import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { resolveSession, tokenFromHeader, type SessionUser } from "../features/accounts/sessions.service.ts";
import { registerPermissions } from "./permissions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set by `requireUser`, or by `optionalUser` when a valid token came. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid token (or after idling past the limit), 403 when a newer login replaced it. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets `request.user` when a valid token came, never fails. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

export function registerAuth(app: FastifyInstance, db: Kysely<DB>, now: () => Date = () => new Date()): void {
  app.decorateRequest("user", null);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    request.user = await resolveSession(db, tokenFromHeader(request.headers.authorization), now());
  });
  app.decorate("optionalUser", async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    request.user = await resolveSession(db, token, now()).catch(() => null);
  });
  registerPermissions(app, db, now);
}
