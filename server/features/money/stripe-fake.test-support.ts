import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Stripe's test PaymentMethods the fake knows, and what each does (as Stripe's test mode). */
export const FAKE_METHODS = {
  succeeds: "pm_card_visa",
  declined: "pm_card_chargeDeclined",
  insufficientFunds: "pm_card_chargeDeclinedInsufficientFunds",
  challenge: "pm_card_threeDSecure2Required",
} as const;

type Intent = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  payment_method: string;
  client_secret: string;
  last_payment_error: { type: string; decline_code: string } | null;
};
type Recorded = { method: string; path: string; idempotencyKey: string | null; form: URLSearchParams; raw: string };

/**
 * An in-process HTTP server answering the Stripe endpoints the provider uses (payment_intents
 * create / retrieve / cancel, refunds), with Stripe's idempotency: a repeated Idempotency-Key
 * answers the first response and does nothing again. Every request is recorded.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  const requests: Recorded[] = [];

  const withMethod = (intent: Intent) => ({
    object: "payment_intent",
    ...intent,
    payment_method: { id: intent.payment_method, object: "payment_method", card: { brand: "visa", last4: "4242" } },
  });
  const cardError = (intent: Intent, decline: string) => ({
    error: {
      type: "card_error",
      code: "card_declined",
      decline_code: decline,
      message: "Your card was declined.",
      payment_intent: { object: "payment_intent", ...intent },
    },
  });

  function answer(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && path === "/v1/payment_intents") {
      const pm = form.get("payment_method") ?? "";
      const id = `pi_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
      const intent: Intent = {
        id,
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "",
        status: "requires_payment_method",
        payment_method: pm,
        client_secret: `${id}_secret_${randomUUID().replace(/-/g, "").slice(0, 16)}`,
        last_payment_error: null,
      };
      intents.set(intent.id, intent);
      if (pm === FAKE_METHODS.declined) return { status: 402, body: cardError(intent, "generic_decline") };
      if (pm === FAKE_METHODS.insufficientFunds) return { status: 402, body: cardError(intent, "insufficient_funds") };
      if (pm === FAKE_METHODS.challenge) intent.status = "requires_action";
      else if (pm === FAKE_METHODS.succeeds) intent.status = "succeeded";
      else return { status: 400, body: { error: { type: "invalid_request_error", message: "No such PaymentMethod" } } };
      return { status: 200, body: withMethod(intent) };
    }
    if (method === "GET" && retrieve && intents.has(retrieve[1]!))
      return { status: 200, body: withMethod(intents.get(retrieve[1]!)!) };
    if (method === "POST" && cancel && intents.has(cancel[1]!)) {
      const intent = intents.get(cancel[1]!)!;
      intent.status = "canceled";
      return { status: 200, body: withMethod(intent) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.get("payment_intent") ?? "");
      const amount = Number(form.get("amount"));
      const refunded = refunds.filter((r) => r.payment_intent === intent?.id).reduce((sum, r) => sum + r.amount, 0);
      if (!intent || intent.status !== "succeeded" || amount + refunded > intent.amount)
        return { status: 400, body: { error: { type: "invalid_request_error", message: "Cannot refund" } } };
      const refund = { id: `re_${randomUUID().replace(/-/g, "").slice(0, 20)}`, payment_intent: intent.id, amount };
      refunds.push(refund);
      return { status: 200, body: { object: "refund", status: "succeeded", currency: intent.currency, ...refund } };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unknown ${method} ${path}` } } };
  }

  async function read(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  const server: Server = createServer((request, response) => {
    void read(request).then((raw) => {
      const url = new URL(request.url ?? "/", "http://fake");
      const form = new URLSearchParams(request.method === "GET" ? url.search : raw);
      const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: request.method ?? "", path: url.pathname, idempotencyKey, form, raw });
      const cacheKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : null;
      const result = (cacheKey && byKey.get(cacheKey)) || answer(request.method ?? "", url.pathname, form);
      if (cacheKey) byKey.set(cacheKey, result);
      response.writeHead(result.status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    /** The card holder passes (or fails, declined by the bank for `declineCode`) the bank's challenge in Stripe.js. */
    completeChallenge(intentId: string, passed: boolean, declineCode = "generic_decline") {
      const intent = intents.get(intentId);
      if (!intent) return;
      intent.status = passed ? "succeeded" : "requires_payment_method";
      intent.last_payment_error = passed ? null : { type: "card_error", decline_code: declineCode };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
