import type { FastifyInstance } from "fastify";
import { tagsEndpoints as endpoints } from "../../../contract/collections.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as service from "./tags.service.ts";
import { answerMutation, userIdOf } from "./mutation.ts";

/**
 * The spec's `/tools/*` calls (the user's tags), plus rename, batchRemove and the companies of a
 * tag (additions for the My Tag page). Signed-in only; every mutation is idempotent by key.
 */
export function tagsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  route(app, endpoints.list, async (request) => ok(await service.listTags(db, userIdOf(request))));
  route(app, endpoints.ofCompany, async (request) =>
    ok(await service.tagsOfCompany(db, userIdOf(request), request.query.aaaId)),
  );
  route(app, endpoints.companies, async (request) =>
    ok(await service.tagCompanies(db, userIdOf(request), request.query)),
  );
  route(app, endpoints.add, async (request, reply) =>
    answerMutation(context, request, reply, request.query, (trx, actor) => service.addTag(trx, actor, request.query)),
  );
  route(app, endpoints.remove, async (request, reply) =>
    answerMutation(context, request, reply, request.query, (trx, actor) =>
      service.removeTag(trx, actor, request.query),
    ),
  );
  route(app, endpoints.rename, async (request, reply) =>
    answerMutation(context, request, reply, request.body, (trx, actor) => service.renameTag(trx, actor, request.body)),
  );
  route(app, endpoints.batchAdd, async (request, reply) =>
    answerMutation(context, request, reply, request.body, (trx, actor) => service.batchAdd(trx, actor, request.body)),
  );
  route(app, endpoints.batchRemove, async (request, reply) =>
    answerMutation(context, request, reply, request.body, (trx, actor) =>
      service.batchRemove(trx, actor, request.body),
    ),
  );
}
