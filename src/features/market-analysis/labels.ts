import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const METRIC_LABELS: Record<string, MessageDescriptor> = {
  localScore: msg`Local credit score`,
  netMargin: msg`Net margin`,
  revenueGrowth: msg`Revenue growth`,
  equityRatio: msg`Equity ratio`,
  currentRatio: msg`Current ratio`,
  x1: msg`X1 working capital / total assets`,
  x2: msg`X2 retained earnings / total assets`,
  x3: msg`X3 EBIT / total assets`,
  x4: msg`X4 book equity / total liabilities`,
  zScore: msg({ message: "Z″-score", comment: "Altman's Z-double-prime score" }),
};

export const ATTRIBUTE_LABELS: Record<string, MessageDescriptor> = {
  nature: msg`Ownership nature`,
  legalForm: msg`Legal form`,
  status: msg({ message: "Status", context: "company status" }),
  sizeBand: msg`Size band`,
  yearsInBusiness: msg`Years in business`,
};

export const DIMENSION_LABELS: Record<string, MessageDescriptor> = {
  country: msg`Country`,
  industry: msg`Industry`,
  companyType: msg`Company type`,
  size: msg`Size band`,
  status: msg({ message: "Status", context: "company status" }),
  yearsInBusiness: msg`Years in business`,
  rating: msg`Rating`,
};

export const NATURE_LABELS: Record<string, MessageDescriptor> = {
  listed: msg({ message: "Listed", comment: "Ownership nature: shares listed on an exchange" }),
  unlisted: msg({ message: "Not listed", comment: "Ownership nature: shares not listed on an exchange" }),
};

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg({ message: "Active", context: "company status" }),
  inactive: msg({ message: "Inactive", context: "company status" }),
  dissolved: msg({ message: "Dissolved", context: "company status" }),
  in_liquidation: msg({ message: "In liquidation", context: "company status" }),
  unknown: msg({ message: "Unknown", context: "company status" }),
};
