import type { FastifyInstance, FastifyRequest } from "fastify";
import { payEndpoints as endpoints } from "../../../contract/payments.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { translate } from "../../i18n/messages.ts";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import type { PaymentsConfig } from "../../config.ts";
import { sandboxProvider, type PaymentProvider } from "./payment-provider.ts";
import * as service from "./payments.service.ts";
import { stripeProvider } from "./stripe-provider.ts";

/** The provider PAYMENT_PROVIDER selects (docs/OPERATIONS.md): the sandbox unless Stripe is configured. */
export function configuredProvider(payments: PaymentsConfig | undefined): PaymentProvider {
  return payments?.provider === "stripe" ? stripeProvider(payments) : sandboxProvider();
}

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

/**
 * The spec's `/pay/*` calls through one provider: the built-in sandbox or Stripe
 * (docs/decisions/0030-ledger-and-payments.md, 0053-stripe-refunds-and-tabs.md).
 */
export function paymentsRoutes(
  app: FastifyInstance,
  context: AppContext,
  provider: PaymentProvider = configuredProvider(context.config.payments),
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
  route(app, endpoints.refundPayment, async (request) => {
    const result = await service.refund(db, provider, { userId: userIdOf(request), ...request.body }, now());
    return ok(result, translate(request.locale, "refundMade", { credits: result.creditsTaken }));
  });
  void app.register(async (scope) => {
    // The signature is over the exact bytes Stripe sent: this route alone keeps the body raw.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    route(scope, endpoints.stripeWebhook, async (request) => {
      const read = provider.webhookEvent;
      if (!read || !Buffer.isBuffer(request.body)) throw new AppError(404, "notFound");
      let event;
      try {
        event = read(request.body, request.headers["stripe-signature"]);
      } catch {
        throw new AppError(400, "webhookSignatureInvalid");
      }
      if (event.answer) await service.applyProviderEvent(db, event.answer, now());
      return ok({ received: true });
    });
  });
  route(app, endpoints.failedPay, async (request) =>
    ok(await service.abandon(db, { userId: userIdOf(request), orderNo: request.body.orderNo }, now())),
  );
}
