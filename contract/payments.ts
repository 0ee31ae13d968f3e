import { Type, type Static } from "typebox";
import { IdempotencyKey } from "./money.ts";

/**
 * Orders and card payments (issue 15; docs/decisions/0030-ledger-and-payments.md). Card numbers
 * never reach the server: the browser turns them into a token with the provider's public key
 * (`/pay/getPublicClientKey`) and sends only the token.
 */

/** What can be bought: credit packs and the silver and gold tiers (spec lockType 1, 2). */
export const PRODUCTS = [
  { code: "credits-10", kind: "credits", credits: 10, amountCents: 1_000 },
  { code: "credits-50", kind: "credits", credits: 50, amountCents: 4_500 },
  { code: "credits-200", kind: "credits", credits: 200, amountCents: 16_000 },
  { code: "silver-year", kind: "subscription", lockType: 1, days: 365, amountCents: 49_900 },
  { code: "gold-year", kind: "subscription", lockType: 2, days: 365, amountCents: 99_900 },
] as const;
export const CURRENCY = "USD";
export type ProductCode = (typeof PRODUCTS)[number]["code"];

export const Product = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal("credits"), Type.Literal("subscription")]),
  credits: Type.Integer({ description: "credits a pack adds (0 for a tier)" }),
  lockType: Type.Integer({ description: "1 silver, 2 gold; 0 for a credit pack" }),
  days: Type.Integer({ description: "length of a tier (0 for a credit pack)" }),
  amountCents: Type.Integer(),
  currency: Type.String(),
});
export type Product = Static<typeof Product>;
export const ProductList = Type.Object({ products: Type.Array(Product) });

export const PublicClientKey = Type.Object({
  provider: Type.String({ description: "sandbox (built in) or the configured provider" }),
  publicKey: Type.String({ description: "what the browser's tokeniser needs; never a secret" }),
});
export type PublicClientKey = Static<typeof PublicClientKey>;

/** pending: created; challenge: the card holder must confirm (3-D Secure); paid; failed; refunded (paid back). */
export const OrderStatus = Type.Union([
  Type.Literal("pending"),
  Type.Literal("challenge"),
  Type.Literal("paid"),
  Type.Literal("failed"),
  Type.Literal("refunded"),
]);
export type OrderStatus = Static<typeof OrderStatus>;

export const CardAuthorizeBody = Type.Object({
  productCode: Type.String({ maxLength: 40 }),
  paymentToken: Type.String({ minLength: 8, maxLength: 500, description: "the browser tokeniser's token" }),
  idempotencyKey: IdempotencyKey,
});
export const PaymentResult = Type.Object({
  orderNo: Type.String(),
  status: OrderStatus,
  availablePoints: Type.Integer(),
  lockType: Type.Integer(),
  expiration: Type.Union([Type.String(), Type.Null()]),
  clientSecret: Type.Optional(
    Type.String({
      description:
        "with status challenge from Stripe: the PaymentIntent's client secret, for Stripe.js to take the card holder through the challenge",
    }),
  ),
});
export type PaymentResult = Static<typeof PaymentResult>;

/** After the challenge: whether the card holder approved it at their bank (the sandbox's dialog). */
export const SaveUserRechargesBody = Type.Object({
  orderNo: Type.String({ maxLength: 40 }),
  approved: Type.Boolean(),
});
/** `/pay/refundPayment`: the payer's written request to pay back an order (spec §7 terms). */
export const RefundBody = Type.Object({
  orderNo: Type.String({ maxLength: 40 }),
  reason: Type.String({ minLength: 1, maxLength: 1000, pattern: "\\S", description: "the written request" }),
});
export const RefundResult = Type.Object({
  orderNo: Type.String(),
  creditsTaken: Type.Integer({ description: "credits taken back: those of the order still unspent" }),
  amountCents: Type.Integer({ description: "paid back: the order's price in proportion to the credits taken" }),
  availablePoints: Type.Integer(),
});
export type RefundResult = Static<typeof RefundResult>;

export const StripeSignatureHeaders = Type.Object({ "stripe-signature": Type.String({ maxLength: 2000 }) });
export const WebhookReceipt = Type.Object({ received: Type.Boolean() });

export const FailedPayBody = Type.Object({
  orderNo: Type.String({ maxLength: 40 }),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});

/** The built-in sandbox's test cards (docs/MONEY.md); any future expiry and any 3-digit CVC. */
export const SANDBOX_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  challenge: "4000000000003220",
} as const;
export type SandboxScenario = keyof typeof SANDBOX_CARDS | "unknownCard";
