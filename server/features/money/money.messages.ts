import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Payments (docs/decisions/0030-ledger-and-payments.md). */
export const MONEY_MESSAGES = {
  paymentDeclined: /*i18n*/ { id: "Your card was declined. Please use another card." },
  paymentInsufficientFunds: /*i18n*/ { id: "Your card has insufficient funds." },
  paymentCardInvalid: /*i18n*/ { id: "The card details could not be read. Please enter them again." },
  paymentUnknownProduct: /*i18n*/ { id: "This product cannot be bought" },
  paymentOrderNotFound: /*i18n*/ { id: "The order does not exist" },
  paymentSucceeded: /*i18n*/ { id: "Thank you: your payment was received" },
} as const satisfies MessageCatalog;
