import type { FastifyInstance } from "fastify";
import { screeningEndpoints as endpoints } from "../../../../contract/screening.endpoints.ts";
import type { AppContext } from "../../../app-context.ts";
import { translate } from "../../../i18n/messages.ts";
import { ok } from "../../../plugins/envelope.ts";
import { route } from "../../../plugins/route.ts";
import { screeningStoreOf } from "./screening-store.ts";
import { matchBatch } from "./screening.service.ts";
import { sanctionPagesRoutes } from "../pages/sanction-pages.routes.ts";
import { e2eDesignationRoutes } from "../import/e2e-designation.routes.ts";

/** The screening engine's routes: the match API (docs/SCREENING.md). */
export function screeningRoutes(app: FastifyInstance, context: AppContext): void {
  const { database, dataStatus, now } = context;
  const store = screeningStoreOf(database.db, now);
  route(app, endpoints.match, async (request, reply) => {
    if (dataStatus.state !== "ready") {
      return reply.status(503).send({ code: 503, msg: translate(request.locale, "dataLoading"), data: null });
    }
    return ok(await matchBatch(store, request.params.dataset, request.body, request.query));
  });
  sanctionPagesRoutes(app, context, store);
  e2eDesignationRoutes(app, database.db);
}
