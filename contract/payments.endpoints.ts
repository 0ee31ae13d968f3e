import { defineEndpoints } from "./endpoint.ts";
import {
  CardAuthorizeBody,
  FailedPayBody,
  PaymentResult,
  ProductList,
  PublicClientKey,
  RefundBody,
  RefundResult,
  StripeSignatureHeaders,
  WebhookReceipt,
  SaveUserRechargesBody,
} from "./payments.ts";

const signedIn = { auth: "required" } as const;

/** The spec's `/pay/*` calls (card payment provider; docs/decisions/0030-ledger-and-payments.md). */
export const payEndpoints = defineEndpoints("pay", {
  getProductList: {
    auth: "none",
    method: "POST",
    path: "/pay/getProductList",
    summary: "Credit packs and tiers for sale, with their prices",
    response: ProductList,
  },
  getPublicClientKey: {
    ...signedIn,
    method: "POST",
    path: "/pay/getPublicClientKey",
    summary: "The payment provider and the public key the browser tokenises cards with",
    response: PublicClientKey,
  },
  cardAuthorize: {
    ...signedIn,
    method: "POST",
    path: "/pay/cardAuthorize",
    summary:
      "Pays a product with a card token (idempotent by key): paid (credits or tier added), challenge, or refused (code -1)",
    body: CardAuthorizeBody,
    response: PaymentResult,
  },
  saveUserRecharges: {
    ...signedIn,
    method: "POST",
    path: "/pay/saveUserRecharges",
    summary: "Completes a challenged payment with the card holder's answer",
    body: SaveUserRechargesBody,
    response: PaymentResult,
    errors: [404],
  },
  refundPayment: {
    ...signedIn,
    method: "POST",
    path: "/pay/refundPayment",
    summary:
      "Pays back a paid credit order on the payer's written request: the unspent credits are taken back and their share of the price refunded",
    body: RefundBody,
    response: RefundResult,
    errors: [404],
  },
  stripeWebhook: {
    auth: "none",
    method: "POST",
    path: "/pay/stripeWebhook",
    summary:
      "Stripe's webhook (PAYMENT_PROVIDER=stripe with STRIPE_WEBHOOK_SECRET): a signed payment_intent event settles a waiting order; 400 when the signature is wrong, 404 without the secret",
    headers: StripeSignatureHeaders,
    response: WebhookReceipt,
    errors: [404],
  },
  failedPay: {
    ...signedIn,
    method: "POST",
    path: "/pay/failedPay",
    summary: "Marks an unfinished order failed (the card holder gave up)",
    body: FailedPayBody,
    response: PaymentResult,
    errors: [404],
  },
});
