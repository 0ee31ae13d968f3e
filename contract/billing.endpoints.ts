import { defineEndpoints } from "./endpoint.ts";
import { BillingPageBody, BillingStatistics, ConsumptionPage, RechargePage } from "./billing.ts";

const signedIn = { auth: "required" } as const;

/** The spec's `/billingAndPayment/*` calls of the Billing pages (payments and deductions). */
export const billingEndpoints = defineEndpoints("billing", {
  statistics: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/billingAndPaymentStatistics",
    summary: "Balance, credits bought and spent, paid orders and their amount",
    response: BillingStatistics,
  },
  recharges: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/getUserRechargesPage",
    summary: "The user's orders (paid, failed, waiting), newest first",
    body: BillingPageBody,
    response: RechargePage,
  },
  consumptions: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/getUserConsumptionPage",
    summary: "What the user's credits paid for, one row per company, newest first",
    body: BillingPageBody,
    response: ConsumptionPage,
  },
});
