import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Payments (docs/decisions/0030-ledger-and-payments.md). */
export const MONEY_MESSAGES = {
  paymentDeclined: /*i18n*/ { id: "Your card was declined. Please use another card." },
  paymentInsufficientFunds: /*i18n*/ { id: "Your card has insufficient funds." },
  paymentCardInvalid: /*i18n*/ { id: "The card details could not be read. Please enter them again." },
  paymentUnknownProduct: /*i18n*/ { id: "This product cannot be bought" },
  paymentOrderNotFound: /*i18n*/ { id: "The order does not exist" },
  refundNotRefundable: /*i18n*/ { id: "Only a paid credit purchase can be refunded, once" },
  refundCreditsSpent: /*i18n*/ {
    id: "The credits of this purchase have all been spent: there is nothing left to refund",
  },
  refundFailed: /*i18n*/ { id: "The payment provider could not make the refund. Please try again later." },
  webhookSignatureInvalid: /*i18n*/ { id: "The webhook signature is not valid" },
  refundMade: /*i18n*/ { id: "Your refund was made: {credits} credits were taken back" },
  paymentSucceeded: /*i18n*/ { id: "Thank you: your payment was received" },
  transferReceiptUploaded: /*i18n*/ {
    id: "Your transfer receipt was received. We will add the credits once the transfer arrives.",
  },
  billingInformationSaved: /*i18n*/ { id: "Your billing information was saved" },
  billingInformationExists: /*i18n*/ { id: "Your billing information is already saved: change it instead" },
  billingInformationMissing: /*i18n*/ { id: "Please save your billing information first" },
  invoiceNotFound: /*i18n*/ { id: "There is no invoice for this order: only paid orders are invoiced" },
  invoiceStatementEmpty: /*i18n*/ { id: "You have no paid orders in {year}" },
  reportUpdateOrdered: /*i18n*/ { id: "The report update was ordered. It will be delivered within 24 to 72 hours." },
  dateRangeInvalid: /*i18n*/ { id: "Please enter a valid date range: the start date cannot be after the end date" },
  creditCapReached: /*i18n*/ {
    id: "You have used your monthly share of your group's credits. Ask your group's administrator to raise it",
  },
  reportNotPaid: /*i18n*/ { id: "Download the report first: the offline copy is kept for reports you downloaded" },
} as const satisfies MessageCatalog;
