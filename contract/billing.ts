import { Type, type Static } from "typebox";
import { ConsumeActionSchema } from "./money.ts";
import { OrderStatus } from "./payments.ts";

/** The account's Billing pages: payments (recharges) and deductions (consumptions), paged. */
export const BILLING_PAGE_SIZE_MAX = 100;
export const BillingPageBody = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: BILLING_PAGE_SIZE_MAX, default: 10 })),
});
export type BillingPageBody = Static<typeof BillingPageBody>;

export const RechargeRecord = Type.Object({
  orderNo: Type.String(),
  productCode: Type.String(),
  kind: Type.Union([Type.Literal("credits"), Type.Literal("subscription")]),
  credits: Type.Integer(),
  lockType: Type.Integer(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  status: OrderStatus,
  failureCode: Type.Union([Type.String(), Type.Null()]),
  cardLast4: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String({ description: "ISO 8601" }),
});
export type RechargeRecord = Static<typeof RechargeRecord>;
export const RechargePage = Type.Object({
  list: Type.Array(RechargeRecord),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type RechargePage = Static<typeof RechargePage>;

export const ConsumptionRecord = Type.Object({
  id: Type.Integer(),
  type: ConsumeActionSchema,
  companyId: Type.String(),
  companyName: Type.String(),
  credits: Type.Integer(),
  createTime: Type.String({ description: "ISO 8601" }),
});
export type ConsumptionRecord = Static<typeof ConsumptionRecord>;
export const ConsumptionPage = Type.Object({
  list: Type.Array(ConsumptionRecord),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ConsumptionPage = Static<typeof ConsumptionPage>;

export const BillingStatistics = Type.Object({
  availablePoints: Type.Integer(),
  creditsBought: Type.Integer({ description: "credits added by paid orders" }),
  creditsSpent: Type.Integer({ description: "credits taken by consumptions" }),
  paidOrders: Type.Integer(),
  amountPaidCents: Type.Integer({ description: "sum of paid orders (one currency)" }),
});
export type BillingStatistics = Static<typeof BillingStatistics>;
