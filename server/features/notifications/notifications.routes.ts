import type { FastifyInstance, FastifyRequest } from "fastify";
import { notificationsEndpoints as endpoints } from "../../../contract/notifications.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as service from "./notifications.service.ts";

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

/** The spec's `/notification/*` calls (docs/decisions/0028-realtime-notifications.md); signed-in only. */
export function notificationsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const now = () => context.now?.() ?? new Date();
  route(app, endpoints.list, async (request) =>
    ok(await service.listPage(db, userIdOf(request), "notice", request.query, request.locale)),
  );
  route(app, endpoints.searchByTitle, async (request) =>
    ok(await service.listPage(db, userIdOf(request), "notice", request.query, request.locale)),
  );
  route(app, endpoints.news, async (request) =>
    ok(await service.listPage(db, userIdOf(request), "news", request.query, request.locale)),
  );
  route(app, endpoints.searchNews, async (request) =>
    ok(await service.listPage(db, userIdOf(request), "news", request.query, request.locale)),
  );
  route(app, endpoints.one, async (request) =>
    ok(await service.getOne(db, userIdOf(request), request.query.id, request.locale)),
  );
  route(app, endpoints.read, async (request) =>
    ok(await service.readOne(db, userIdOf(request), request.body.id, now())),
  );
  route(app, endpoints.markAllAsRead, async (request) => ok(await service.readAll(db, userIdOf(request), now())));
}
