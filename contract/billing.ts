import { Type, type Static } from "typebox";
import { ConsumeActionSchema } from "./money.ts";
import { OrderStatus } from "./payments.ts";
import { DateRangeFields } from "./usage-filters.ts";

/** The account's Billing pages: payments (recharges) and deductions (consumptions), paged. */
export const BILLING_PAGE_SIZE_MAX = 100;
export const BillingPageBody = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: BILLING_PAGE_SIZE_MAX, default: 10 })),
});
export type BillingPageBody = Static<typeof BillingPageBody>;
/** The Deduction record's page, or one usage type of it (the Database page of downloaded reports). */
export const ConsumptionPageBody = Type.Object({
  ...BillingPageBody.properties,
  type: Type.Optional(ConsumeActionSchema),
  ...DateRangeFields,
  memberId: Type.Optional(
    Type.String({
      pattern: "^(all|[1-9][0-9]{0,17})$",
      description: "group administrator only: one member's records, or `all` of the organisation's",
    }),
  ),
});
export type ConsumptionPageBody = Static<typeof ConsumptionPageBody>;

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
  refund: Type.Union([
    Type.Object({
      creditsTaken: Type.Integer(),
      amountCents: Type.Integer(),
      reason: Type.String(),
      createTime: Type.String({ description: "ISO 8601" }),
    }),
    Type.Null(),
  ]),
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
  userId: Type.String({ description: "who spent it" }),
  userName: Type.String({ description: "first and last name, or the e-mail address" }),
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

/**
 * The billing details invoices are made out to (spec §3 "Invoice and billing details"): company,
 * company ID (registration or VAT number, optional), country, address, city, zip, names, phone,
 * e-mail. Every field but the company ID is required, with the spec's profile messages (§5).
 */
const Field = (max: number) => Type.Optional(Type.String({ maxLength: max }));
export const BILLING_INFO_LIMITS = { name: 50, email: 50, text: 200, zip: 20, phone: 30, countryCode: 3 } as const;
export const BillingInformationBody = Type.Object({
  companyName: Field(BILLING_INFO_LIMITS.text),
  companyId: Field(BILLING_INFO_LIMITS.text),
  countryCode: Field(BILLING_INFO_LIMITS.countryCode),
  address1: Field(BILLING_INFO_LIMITS.text),
  city: Field(BILLING_INFO_LIMITS.text),
  zipCode: Field(BILLING_INFO_LIMITS.zip),
  firstName: Field(BILLING_INFO_LIMITS.name),
  lastName: Field(BILLING_INFO_LIMITS.name),
  phoneNumber: Field(BILLING_INFO_LIMITS.phone),
  email: Field(BILLING_INFO_LIMITS.email),
});
export type BillingInformationBody = Static<typeof BillingInformationBody>;
export const BillingInformation = Type.Object({
  companyName: Type.String(),
  companyId: Type.String(),
  countryCode: Type.String(),
  address1: Type.String(),
  city: Type.String(),
  zipCode: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phoneNumber: Type.String(),
  email: Type.String(),
  updateTime: Type.String({ description: "ISO 8601" }),
});
export type BillingInformation = Static<typeof BillingInformation>;
export type BillingInformationField = Exclude<keyof BillingInformation, "updateTime">;

/** An invoice is made out for a paid order: `INV-<year>-<order's sequence, 6 digits>`. */
export const OrderNoParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }),
});
export const InvoiceYearQuery = Type.Object({
  year: Type.Optional(
    Type.Integer({ minimum: 2000, maximum: 2100, description: "the statement's year (UTC); default this year" }),
  ),
});

/** Where a bank transfer is sent (spec §3 "Bank transfer details"); set by the operator (docs/MONEY.md). */
export const BankTransferDetails = Type.Object({
  accountHolderName: Type.String(),
  bankName: Type.String(),
  bankAddress: Type.String(),
  swiftCode: Type.String(),
  accountNumber: Type.String(),
  abaRoutingNumber: Type.String(),
  iban: Type.String(),
  reference: Type.String({ description: "what the transfer's reference must say: the user's code" }),
});
export type BankTransferDetails = Static<typeof BankTransferDetails>;

/** A transfer receipt as uploaded (`POST /billingAndPayment/upload`, multipart field `file`). */
export const TransferReceipt = Type.Object({
  id: Type.String(),
  name: Type.String(),
  contentType: Type.String({ description: "sniffed from the bytes" }),
  size: Type.Integer(),
});

const required = (maxLength: number) => Type.String({ minLength: 1, maxLength });
/** The billing-information form as the web checks it before sending (the server checks the same). */
export const BillingInformationForm = Type.Object({
  companyName: required(BILLING_INFO_LIMITS.text),
  companyId: Type.String({ maxLength: BILLING_INFO_LIMITS.text }),
  firstName: required(BILLING_INFO_LIMITS.name),
  lastName: required(BILLING_INFO_LIMITS.name),
  phoneNumber: required(BILLING_INFO_LIMITS.phone),
  email: required(BILLING_INFO_LIMITS.email),
  countryCode: required(BILLING_INFO_LIMITS.countryCode),
  address1: required(BILLING_INFO_LIMITS.text),
  city: required(BILLING_INFO_LIMITS.text),
  zipCode: required(BILLING_INFO_LIMITS.zip),
});
export type BillingInformationValues = Static<typeof BillingInformationForm>;
