import { Type, type Static } from "typebox";

/**
 * Credits and what they buy (issue 15; docs/decisions/0030-ledger-and-payments.md, price list in
 * docs/MONEY.md). Every deduction is idempotent by the caller's key: the same key charges once.
 */

export const ConsumeActionSchema = Type.Union(
  [
    Type.Literal("reportView"),
    Type.Literal("reportDownload"),
    Type.Literal("export"),
    Type.Literal("contactData"),
    Type.Literal("reportUpdate"),
  ],
  { description: "what is paid for (docs/MONEY.md)" },
);
export type ConsumeAction = Static<typeof ConsumeActionSchema>;

/**
 * The one price list: what costs credits, per company. `once`: paid once per company, then the
 * company stays unlocked for the user (a second view or the contact data again is free); otherwise
 * every use is charged.
 */
export const CREDIT_PRICES = {
  reportView: { credits: 1, once: true },
  reportDownload: { credits: 1, once: false },
  export: { credits: 1, once: false },
  contactData: { credits: 1, once: true },
  reportUpdate: { credits: 1, once: false },
} as const satisfies Record<ConsumeAction, { credits: number; once: boolean }>;
export const CONSUME_ACTIONS = Object.keys(CREDIT_PRICES) as ConsumeAction[];

/** A report update is delivered in 24 to 72 hours (spec §9). */
export const REPORT_UPDATE_HOURS = { min: 24, max: 72 } as const;
/** Companies one batch may charge (an export page, a report-update order). */
export const CONSUME_BATCH_MAX = 500;

const CompanyId = Type.String({ minLength: 1, maxLength: 40, description: "the company's id (aaa id)" });
const CompanyName = Type.Optional(Type.String({ maxLength: 300 }));
export const IdempotencyKey = Type.String({
  minLength: 8,
  maxLength: 100,
  pattern: "^[A-Za-z0-9_:.-]+$",
  description: "chosen by the client per action; a repeated key charges once and answers the first result",
});

export const PriceEntry = Type.Object({
  type: ConsumeActionSchema,
  credits: Type.Integer({ description: "credits per company" }),
  once: Type.Boolean({ description: "paid once per company, then free for this user" }),
});
export const PriceList = Type.Object({
  prices: Type.Array(PriceEntry),
  reportUpdateHours: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
});
export type PriceList = Static<typeof PriceList>;

export const WhetherDeductBody = Type.Object({ type: ConsumeActionSchema, companyId: CompanyId });
export const WhetherDownloadBody = Type.Object({ companyId: CompanyId });
export const DeductQuote = Type.Object({
  deduct: Type.Boolean({ description: "whether doing it now takes credits (false: already paid for)" }),
  credits: Type.Integer({ description: "credits it would take now" }),
  availablePoints: Type.Integer(),
  enough: Type.Boolean({ description: "the balance covers it" }),
});
export type DeductQuote = Static<typeof DeductQuote>;

export const SaveConsumptionBody = Type.Object({
  type: ConsumeActionSchema,
  companyId: CompanyId,
  companyName: CompanyName,
  idempotencyKey: IdempotencyKey,
});
export const SaveDownloadBody = Type.Object({
  companyId: CompanyId,
  companyName: CompanyName,
  idempotencyKey: IdempotencyKey,
});
export const SaveConsumptionBatchBody = Type.Object({
  type: ConsumeActionSchema,
  companies: Type.Array(Type.Object({ companyId: CompanyId, companyName: CompanyName }), {
    minItems: 1,
    maxItems: CONSUME_BATCH_MAX,
  }),
  idempotencyKey: IdempotencyKey,
});
export const ConsumptionResult = Type.Object({
  deducted: Type.Integer({ description: "credits this charge took (the first answer's, when replayed)" }),
  availablePoints: Type.Integer(),
  replayed: Type.Boolean({ description: "the key was used before: nothing was charged this time" }),
});
export type ConsumptionResult = Static<typeof ConsumptionResult>;

export const ConsumptionBatchQuery = Type.Object({
  type: ConsumeActionSchema,
  companyIds: Type.Array(CompanyId, { maxItems: CONSUME_BATCH_MAX }),
});
export const PaidCompanies = Type.Object({
  companyIds: Type.Array(Type.String(), {
    description: "those of the asked companies already paid for (once-actions)",
  }),
});

export const PointAndHour = Type.Object({
  availablePoints: Type.Integer(),
  credits: Type.Integer({ description: "credits per company of a report update" }),
  hoursMin: Type.Integer(),
  hoursMax: Type.Integer(),
});
