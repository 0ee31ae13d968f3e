import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { ISIC_SECTION_LABELS } from "../company-search/index.ts";
import type { LeadsQuestionId, LeadsRisk, LeadsRole, LeadsSize } from "../../../contract/leads.ts";

/** Names of the leads' codes: roles, sizes, credit risk, and the questionnaire's questions. */

export const ROLE_LABELS: Record<LeadsRole, MessageDescriptor> = {
  buyer: msg`I buy these products: find suppliers`,
  seller: msg`I sell these products: find buyers`,
};

export const SIZE_LABELS: Record<LeadsSize, MessageDescriptor> = {
  micro: msg`Micro (under 10 employees)`,
  small: msg`Small (10 to 49 employees)`,
  medium: msg`Medium (50 to 249 employees)`,
  large: msg`Large (250 to 999 employees)`,
  "very-large": msg`Very large (1,000 employees or more)`,
};

export const RISK_LABELS: Record<LeadsRisk, MessageDescriptor> = {
  low: msg({ message: "Low risk", context: "leads" }),
  moderate: msg({ message: "Moderate risk", context: "leads" }),
  elevated: msg({ message: "Elevated risk", context: "leads" }),
  high: msg({ message: "High risk", context: "leads" }),
  "very-high": msg`Very high risk`,
  none: msg({ message: "Not assessed", comment: "Credit risk: the company has no credit assessment" }),
};

export const QUESTION_TITLES: Record<LeadsQuestionId, MessageDescriptor> = {
  role: msg`What are you looking for?`,
  products: msg`Which products?`,
  countries: msg`In which countries?`,
  industries: msg`In which industries?`,
  sizes: msg`What size of company?`,
};

export const QUESTION_HINTS: Record<LeadsQuestionId, MessageDescriptor> = {
  role: msg`Buyers are found among the importers of your products, suppliers among their exporters and the companies that list them.`,
  products: msg`Up to 10 HS codes: chapters (2 digits), headings (4) or subheadings (6).`,
  countries: msg`Leave empty to search every country.`,
  industries: msg`Leave empty to search every industry.`,
  sizes: msg`Leave empty to search companies of every size.`,
};

/** An ISIC section's name in the reader's language (the code when it is not a known section). */
export function industryName(i18n: I18n, code: string): string {
  const label = ISIC_SECTION_LABELS[code];
  return label ? i18n._(label) : code;
}
