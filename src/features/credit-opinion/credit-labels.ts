import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CreditInputs, RiskIndicator } from "../../../contract/credit.ts";
import type { Static } from "typebox";

export const INPUT_LABELS: Record<keyof Static<typeof CreditInputs>, MessageDescriptor> = {
  totalAssets: msg`Total assets`,
  currentAssets: msg`Current assets`,
  currentLiabilities: msg`Current liabilities`,
  totalLiabilities: msg`Total liabilities`,
  equity: msg`Book equity`,
  retainedEarnings: msg`Retained earnings`,
  operatingIncome: msg({ message: "Operating income (EBIT)", comment: "Earnings before interest and taxes" }),
  revenue: msg`Revenue`,
};

export const RISK_LABELS: Record<Static<typeof RiskIndicator>, MessageDescriptor> = {
  low: msg({ message: "Low", context: "credit risk" }),
  moderate: msg({ message: "Moderate", context: "credit risk" }),
  elevated: msg({ message: "Elevated", context: "credit risk" }),
  high: msg({ message: "High", context: "credit risk" }),
  "very-high": msg({ message: "Very high", context: "credit risk" }),
};

export const RISK_CLASSES: Record<Static<typeof RiskIndicator>, string> = {
  low: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  moderate: "bg-sky-50 text-sky-800 ring-sky-200",
  elevated: "bg-amber-50 text-amber-800 ring-amber-200",
  high: "bg-orange-50 text-orange-800 ring-orange-200",
  "very-high": "bg-red-50 text-red-800 ring-red-200",
};

/** Altman's ratios as the inputs table explains them. */
export const VARIABLE_LABELS = {
  x1: msg`X1 = (current assets − current liabilities) / total assets`,
  x2: msg`X2 = retained earnings / total assets`,
  x3: msg`X3 = EBIT (annualised) / total assets`,
  x4: msg`X4 = book equity / total liabilities`,
} as const;
