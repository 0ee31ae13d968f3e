import type { FastifyInstance, FastifyRequest } from "fastify";
import { payEndpoints as endpoints } from "../../../contract/payments.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { translate } from "../../i18n/messages.ts";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { sandboxProvider, type PaymentProvider } from "./payment-provider.ts";
import * as service from "./payments.service.ts";

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

/** The spec's `/pay/*` calls through one provider: the built-in sandbox (docs/decisions/0030-ledger-and-payments.md). */
export function paymentsRoutes(
  app: FastifyInstance,
  context: AppContext,
  provider: PaymentProvider = sandboxProvider(),
): void {
  const { db } = context.database;
  const now = () => context.now?.() ?? new Date();
  route(app, endpoints.getProductList, async () => ok(service.productList()));
  route(app, endpoints.getPublicClientKey, async () => ok({ provider: provider.name, publicKey: provider.publicKey }));
  route(app, endpoints.cardAuthorize, async (request) => {
    const result = await service.authorize(db, provider, { userId: userIdOf(request), ...request.body }, now());
    return ok(result, result.status === "paid" ? translate(request.locale, "paymentSucceeded") : undefined);
  });
  route(app, endpoints.saveUserRecharges, async (request) => {
    const result = await service.completeChallenge(db, provider, { userId: userIdOf(request), ...request.body }, now());
    return ok(result, result.status === "paid" ? translate(request.locale, "paymentSucceeded") : undefined);
  });
  route(app, endpoints.failedPay, async (request) =>
    ok(await service.abandon(db, { userId: userIdOf(request), orderNo: request.body.orderNo }, now())),
  );
}
