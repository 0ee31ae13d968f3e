import type { FastifyInstance } from "fastify";
import { collectionsEndpoints as endpoints } from "../../../contract/collections.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as service from "./collections.service.ts";
import { snapshot } from "./sync.service.ts";
import { answerMutation, clock, userIdOf } from "./mutation.ts";

/**
 * The spec's `/collection/*` calls, plus rename, delete and the sync snapshot (additions,
 * docs/decisions/0006-collections-sync.md). Signed-in only; every mutation is idempotent by key.
 */
export function collectionsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  route(app, endpoints.list, async (request) =>
    ok(await service.getCollectionList(db, userIdOf(request), request.query.aaaId)),
  );
  route(app, endpoints.showItems, async (request) => ok(await service.showItems(db, userIdOf(request), request.query)));
  route(app, endpoints.snapshot, async (request) => ok(await snapshot(db, userIdOf(request), clock(context))));
  route(app, endpoints.create, async (request, reply) =>
    answerMutation(context, request, reply, request.query, (trx, actor) =>
      service.createCollection(trx, actor, request.query),
    ),
  );
  route(app, endpoints.rename, async (request, reply) =>
    answerMutation(context, request, reply, request.body, (trx, actor) =>
      service.renameCollection(trx, actor, request.body),
    ),
  );
  route(app, endpoints.delete, async (request, reply) =>
    answerMutation(context, request, reply, request.body, (trx, actor) =>
      service.deleteCollection(trx, actor, request.body),
    ),
  );
  route(app, endpoints.addItems, async (request, reply) =>
    answerMutation(context, request, reply, request.body, (trx, actor) => service.addItems(trx, actor, request.body)),
  );
  route(app, endpoints.removeItems, async (request, reply) =>
    answerMutation(context, request, reply, request.body, (trx, actor) =>
      service.removeItems(trx, actor, request.body),
    ),
  );
}
