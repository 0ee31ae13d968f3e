import type { FastifyInstance, FastifyRequest } from "fastify";
import { billingEndpoints as endpoints } from "../../../contract/billing.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as service from "./billing.service.ts";

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

/** The Billing pages' `/billingAndPayment/*` calls: payment and deduction records, statistics. */
export function billingRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  route(app, endpoints.statistics, async (request) => ok(await service.statistics(db, userIdOf(request))));
  route(app, endpoints.recharges, async (request) =>
    ok(await service.rechargePage(db, userIdOf(request), request.body)),
  );
  route(app, endpoints.consumptions, async (request) =>
    ok(await service.consumptionPage(db, userIdOf(request), request.body)),
  );
}
