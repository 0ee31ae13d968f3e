import { readSandboxToken } from "../../../contract/sandbox-card.ts";

/** What a provider answered for a payment (kept per attempt in `payment_attempts`). */
export type ProviderOutcome = "succeeded" | "declined" | "insufficientFunds" | "challenge" | "error";
export type ProviderAnswer = {
  outcome: ProviderOutcome;
  providerRef: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /**
   * A challenge the browser takes the card holder through (Stripe: the PaymentIntent's client
   * secret, for Stripe.js); handed to the payer's browser once, never stored.
   */
  clientSecret?: string;
};

/** A provider's notice about a payment (a webhook): its answer, or null for an event of no concern. */
export type ProviderEvent = { answer: ProviderAnswer | null };

/**
 * A card payment provider: the browser tokenises the card with `publicKey`; the server authorises
 * the token for an amount, and confirms a payment the card holder's bank challenged.
 */
export type PaymentProvider = {
  readonly name: string;
  readonly publicKey: string;
  authorize(payment: {
    token: string;
    amountCents: number;
    currency: string;
    orderNo: string;
    /** The order's key: the provider charges once however often it is sent. */
    idempotencyKey: string;
  }): Promise<ProviderAnswer>;
  confirmChallenge(payment: { providerRef: string; approved: boolean }): Promise<ProviderAnswer>;
  /** Pays back part or all of a payment, once per key. */
  refund(payment: {
    providerRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refunded: boolean; refundRef: string | null }>;
  /** Reads a signed webhook call (providers that send them); throws when the signature is wrong. */
  webhookEvent?: (payload: Buffer, signature: string) => ProviderEvent;
};

const SANDBOX_KEY = "pk-sandbox";

/**
 * The built-in sandbox (on by default): test cards decide the outcome (docs/MONEY.md); nothing is
 * charged anywhere. A challenged payment is confirmed or refused by the card holder in the
 * sandbox's dialog.
 */
export function sandboxProvider(): PaymentProvider {
  return {
    name: "sandbox",
    publicKey: SANDBOX_KEY,
    async authorize({ token, orderNo }) {
      const card = readSandboxToken(token, SANDBOX_KEY);
      if (!card) return { outcome: "error", providerRef: null, cardBrand: null, cardLast4: null };
      const providerRef = `sbx-${orderNo}`;
      const answer = { providerRef, cardBrand: card.brand, cardLast4: card.last4 };
      switch (card.scenario) {
        case "declined":
        case "unknownCard":
          return { outcome: "declined", ...answer };
        case "insufficientFunds":
          return { outcome: "insufficientFunds", ...answer };
        case "challenge":
          return { outcome: "challenge", ...answer };
        case "succeeds":
          return { outcome: "succeeded", ...answer };
      }
    },
    async confirmChallenge({ providerRef, approved }) {
      const outcome = providerRef.startsWith("sbx-") ? (approved ? "succeeded" : "declined") : "error";
      return { outcome, providerRef, cardBrand: null, cardLast4: null };
    },
    async refund({ providerRef, idempotencyKey }) {
      const refunded = providerRef.startsWith("sbx-");
      return { refunded, refundRef: refunded ? `sbx-refund-${idempotencyKey}` : null };
    },
  };
}
