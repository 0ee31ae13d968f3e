import { Type, type Static } from "typebox";
import { CompanyHeading, Nullable } from "./company-profile.ts";

/** The credit model's grades, best first (docs/CREDIT.md, "Credit model"). */
export const CREDIT_RATINGS = ["AAA", "AA", "A", "BBB", "BB", "B", "CCC", "C"] as const;
export const CreditRating = Type.Enum(CREDIT_RATINGS);

export const RISK_INDICATORS = ["low", "moderate", "elevated", "high", "very-high"] as const;
export const RiskIndicator = Type.Enum(RISK_INDICATORS);

/** The figures a year's score needs; a year missing one is not rated. */
export const CREDIT_INPUTS = [
  "totalAssets",
  "currentAssets",
  "currentLiabilities",
  "totalLiabilities",
  "equity",
  "retainedEarnings",
  "operatingIncome",
] as const;
export const CreditInput = Type.Enum(CREDIT_INPUTS);

const Amount = Nullable(Type.Number());

/** The statement figures the model read, as reported (flows not annualised). */
export const CreditInputs = Type.Object({
  totalAssets: Amount,
  currentAssets: Amount,
  currentLiabilities: Amount,
  totalLiabilities: Amount,
  equity: Amount,
  retainedEarnings: Amount,
  operatingIncome: Amount,
  revenue: Amount,
});

/** Altman's ratios: X1 working capital, X2 retained earnings, X3 EBIT (annualised), each over total assets; X4 equity / liabilities. */
export const ZVariables = Type.Object({ x1: Type.Number(), x2: Type.Number(), x3: Type.Number(), x4: Type.Number() });

/** One fiscal year's credit assessment (spec section 3): rated, or insufficient data with what is missing. */
export const CreditYear = Type.Object({
  year: Type.Integer({ description: "fiscal year" }),
  status: Type.Union([Type.Literal("rated"), Type.Literal("insufficient-data")]),
  periodEnd: Type.String({ description: "balance-sheet date of the statement read (ISO date)" }),
  periodMonths: Type.Integer({ description: "months the flow figures cover" }),
  currency: Type.String(),
  inputs: CreditInputs,
  missing: Type.Array(CreditInput),
  variables: Nullable(ZVariables),
  zScore: Amount,
  creditRating: Nullable(CreditRating),
  localCreditScore: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
  probabilityOfDefault: Nullable(Type.Number({ description: "one year, per cent; an assumption per band" })),
  solvencyIndex: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  creditLine: Nullable(Type.Number({ description: "in the statement's currency" })),
  riskIndicator: Nullable(RiskIndicator),
  filingRef: Nullable(Type.String()),
  form: Nullable(Type.String()),
  source: Type.String(),
  isDemo: Type.Boolean(),
});
export type CreditYear = Static<typeof CreditYear>;

export const CreditAssessment = Type.Object({
  company: CompanyHeading,
  model: Type.Object({ name: Type.String(), version: Type.Integer() }),
  status: Type.Union([Type.Literal("rated"), Type.Literal("insufficient-data")]),
  latest: Nullable(CreditYear),
  history: Type.Array(CreditYear, { description: "one assessment per fiscal year, oldest first" }),
  isStale: Type.Boolean({ description: "the latest inputs are more than two years older than asOf" }),
  staleAfterYears: Type.Integer(),
  asOf: Type.String({ description: "the date the opinion was given (ISO)" }),
});
export type CreditAssessment = Static<typeof CreditAssessment>;
