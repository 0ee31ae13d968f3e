import { GroupCredits } from "./credit-pool.ts";
import { defineEndpoints } from "./endpoint.ts";
import {
  ConsumptionBatchQuery,
  ConsumptionResult,
  DeductQuote,
  PaidCompanies,
  PointAndHour,
  PriceList,
  SaveConsumptionBatchBody,
  SaveConsumptionBody,
  SaveDownloadBody,
  WhetherDeductBody,
  WhetherDownloadBody,
} from "./money.ts";

const signedIn = { auth: "required" } as const;

/** The spec's `/consume/*` calls on the credits ledger, plus the price list (docs/MONEY.md). */
export const consumeEndpoints = defineEndpoints("consume", {
  priceList: {
    auth: "none",
    method: "GET",
    path: "/consume/getPriceList",
    summary: "What costs credits, per company (shown before spending)",
    response: PriceList,
  },
  whetherDeductPoints: {
    ...signedIn,
    method: "POST",
    path: "/consume/whetherDeductPoints",
    summary: "Whether an action on a company would take credits now, how many, and whether the balance covers it",
    body: WhetherDeductBody,
    response: DeductQuote,
  },
  saveUserConsumption: {
    ...signedIn,
    method: "POST",
    path: "/consume/saveUserConsumption",
    summary: "Charges an action on one company (idempotent by key); 402 when the balance is short",
    body: SaveConsumptionBody,
    response: ConsumptionResult,
  },
  saveUserConsumptionBatch: {
    ...signedIn,
    method: "POST",
    path: "/consume/saveUserConsumptionBatch",
    summary: "Charges an action on several companies at once, all or nothing (idempotent by key)",
    body: SaveConsumptionBatchBody,
    response: ConsumptionResult,
  },
  getUserConsumptionBatch: {
    ...signedIn,
    method: "POST",
    path: "/consume/getUserConsumptionBatch",
    summary: "Which of the companies the user has already paid for (view, contact data)",
    body: ConsumptionBatchQuery,
    response: PaidCompanies,
  },
  getPointAndHour: {
    ...signedIn,
    method: "POST",
    path: "/consume/getPointAndHour",
    summary: "The balance, the credits a report update takes per company and its delivery hours",
    response: PointAndHour,
  },
  getGroupCredits: {
    ...signedIn,
    method: "POST",
    path: "/consume/getGroupCredits",
    summary:
      "Whose credits the user spends (a group member: the group's pool), the monthly cap, what is spent of it this month and what may be spent now",
    response: GroupCredits,
  },
  whetherDownLoadHK: {
    ...signedIn,
    method: "POST",
    path: "/consume/whetherDownLoadHK",
    summary: "Whether downloading the company's report would take credits now",
    body: WhetherDownloadBody,
    response: DeductQuote,
  },
  saveDownLoadHK: {
    ...signedIn,
    method: "POST",
    path: "/consume/saveDownLoadHK",
    summary: "Charges a report download (idempotent by key); 402 when the balance is short",
    body: SaveDownloadBody,
    response: ConsumptionResult,
  },
});
