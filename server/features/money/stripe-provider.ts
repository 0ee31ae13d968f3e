import Stripe from "stripe";
import type { PaymentProvider, ProviderAnswer, ProviderEvent } from "./payment-provider.ts";

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  /** The endpoint's signing secret (`whsec_…`); without it webhooks are refused. */
  webhookSecret: string | null;
  /** Another API address (a local fake in tests, stripe-mock); default https://api.stripe.com. */
  apiBase: string | null;
};

function clientOptions(apiBase: string | null): ConstructorParameters<typeof Stripe>[1] {
  if (!apiBase) return { maxNetworkRetries: 2 };
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === "https:" ? 443 : 80),
    protocol: url.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  };
}

/** What a refused intent's last error says: insufficient funds, or a decline. */
function refusedOutcome(intent: Stripe.PaymentIntent): ProviderAnswer["outcome"] {
  return intent.last_payment_error?.decline_code === "insufficient_funds" ? "insufficientFunds" : "declined";
}

/**
 * What a PaymentIntent's status means for the order; a challenge carries the intent's client secret,
 * with which Stripe.js takes the card holder through it (`handleNextAction`).
 */
function answerOf(intent: Stripe.PaymentIntent): ProviderAnswer {
  const card = typeof intent.payment_method === "object" ? intent.payment_method?.card : undefined;
  const outcome: ProviderAnswer["outcome"] =
    intent.status === "succeeded"
      ? "succeeded"
      : intent.status === "requires_action"
        ? "challenge"
        : intent.status === "requires_payment_method" || intent.status === "canceled"
          ? refusedOutcome(intent)
          : "error";
  const answer = { outcome, providerRef: intent.id, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
  return outcome === "challenge" && intent.client_secret ? { ...answer, clientSecret: intent.client_secret } : answer;
}

/** A card error (declined, insufficient funds) as an answer; anything else is thrown on. */
function refusalOf(error: unknown): ProviderAnswer {
  if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
  const outcome = error.decline_code === "insufficient_funds" ? "insufficientFunds" : "declined";
  return { outcome, providerRef: error.payment_intent?.id ?? null, cardBrand: null, cardLast4: null };
}

/**
 * Stripe through its official client (PAYMENT_PROVIDER=stripe, docs/OPERATIONS.md): the browser
 * turns the card into a PaymentMethod with the publishable key (Stripe.js), so only its id
 * (`pm_…`) reaches this server; each order is one PaymentIntent created and confirmed with the
 * order's idempotency key, so a replay never charges twice.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  return {
    name: "stripe",
    publicKey: settings.publishableKey,
    async authorize({ token, amountCents, currency, orderNo, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.toLowerCase(),
            payment_method: token,
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            confirm: true,
            metadata: { orderNo },
            expand: ["payment_method"],
          },
          { idempotencyKey: `authorize:${idempotencyKey}` },
        );
        return answerOf(intent);
      } catch (error) {
        return refusalOf(error);
      }
    },
    async confirmChallenge({ providerRef, approved }) {
      // The card holder answered Stripe's challenge in the browser (Stripe.js): the intent says how it went.
      const intent = await stripe.paymentIntents.retrieve(providerRef, { expand: ["payment_method"] });
      if (intent.status === "requires_action" && !approved) {
        return answerOf(
          await stripe.paymentIntents.cancel(providerRef, {}, { idempotencyKey: `cancel:${providerRef}` }),
        );
      }
      return answerOf(intent);
    },
    async refund({ providerRef, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: providerRef, amount: amountCents },
        { idempotencyKey: `refund:${idempotencyKey}` },
      );
      return { refunded: refund.status === "succeeded" || refund.status === "pending", refundRef: refund.id };
    },
    ...(settings.webhookSecret ? { webhookEvent: webhookReader(stripe, settings.webhookSecret) } : {}),
  };
}

/** Reads a webhook call; throws on a wrong or stale signature (the route answers 400). */
function webhookReader(stripe: Stripe, secret: string) {
  return (payload: Buffer, signature: string): ProviderEvent => {
    const event = stripe.webhooks.constructEvent(payload, signature, secret);
    if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
      return { answer: answerOf(event.data.object) };
    }
    return { answer: null };
  };
}
