import type { FastifyInstance, FastifyRequest } from "fastify";
import { consumeEndpoints as endpoints } from "../../../contract/money.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as service from "./consume.service.ts";
import { groupCredits } from "./credit-pool.service.ts";

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

/** The spec's `/consume/*` calls (docs/decisions/0030-ledger-and-payments.md). */
export function consumeRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const now = () => context.now?.() ?? new Date();
  route(app, endpoints.priceList, async () => ok(service.priceList()));
  route(app, endpoints.whetherDeductPoints, async (request) =>
    ok(await service.quote(db, userIdOf(request), request.body.type, request.body.companyId, now())),
  );
  route(app, endpoints.whetherDownLoadHK, async (request) =>
    ok(await service.quote(db, userIdOf(request), "reportDownload", request.body.companyId, now())),
  );
  route(app, endpoints.saveUserConsumption, async (request) => {
    const { type, idempotencyKey, ...company } = request.body;
    return ok(
      await service.consume(
        db,
        { userId: userIdOf(request), action: type, companies: [company], idempotencyKey },
        now(),
      ),
    );
  });
  route(app, endpoints.saveDownLoadHK, async (request) => {
    const { idempotencyKey, ...company } = request.body;
    const charge = {
      userId: userIdOf(request),
      action: "reportDownload" as const,
      companies: [company],
      idempotencyKey,
    };
    return ok(await service.consume(db, charge, now()));
  });
  route(app, endpoints.saveUserConsumptionBatch, async (request) => {
    const { type, companies, idempotencyKey } = request.body;
    return ok(await service.consume(db, { userId: userIdOf(request), action: type, companies, idempotencyKey }, now()));
  });
  route(app, endpoints.getUserConsumptionBatch, async (request) =>
    ok(await service.paidOf(db, userIdOf(request), request.body.type, request.body.companyIds)),
  );
  route(app, endpoints.getPointAndHour, async (request) =>
    ok(await service.pointAndHour(db, userIdOf(request), now())),
  );
  route(app, endpoints.getGroupCredits, async (request) => ok(await groupCredits(db, userIdOf(request), now())));
}
