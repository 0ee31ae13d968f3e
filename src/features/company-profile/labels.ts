import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { QualityBand } from "./format.ts";

/** Names of the API's codes in the user's language (closed sets of the contract). */

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg({ message: "Active", comment: "Company legal status" }),
  inactive: msg({ message: "Inactive", comment: "Company legal status" }),
  dissolved: msg({ message: "Dissolved", comment: "Company legal status" }),
  in_liquidation: msg({ message: "In liquidation", comment: "Company legal status" }),
  unknown: msg({ message: "Status unknown", comment: "Company legal status" }),
};

/** The entity type of a company record (the demo generator's and SEC EDGAR's values). */
export const ENTITY_TYPE_LABELS: Record<string, MessageDescriptor> = {
  operating: msg({ message: "Operating company", comment: "Entity type of a company record" }),
  other: msg({ message: "Other", comment: "Entity type of a company record" }),
};

export const PARTY_LABELS: Record<string, MessageDescriptor> = {
  company: msg({ message: "Company", comment: "Type of shareholder" }),
  person: msg({ message: "Natural person", comment: "Type of shareholder" }),
  ngo: msg({ message: "NGO", comment: "Type of shareholder: non-governmental organisation" }),
  state: msg({ message: "State body", comment: "Type of shareholder" }),
  other: msg({ message: "Other entity", comment: "Type of shareholder" }),
  unknown: msg({ message: "Unknown", comment: "Type of shareholder" }),
};

export const INTEREST_LABELS: Record<string, MessageDescriptor> = {
  shareholding: msg({ message: "Shareholding", comment: "Kind of ownership interest" }),
  "voting-rights": msg({ message: "Voting rights", comment: "Kind of ownership interest" }),
  "appointment-of-board": msg({ message: "Board appointment", comment: "Kind of control interest" }),
  "other-influence-or-control": msg({ message: "Other control", comment: "Kind of control interest" }),
  "direct-parent": msg({ message: "Direct parent", comment: "Kind of ownership interest" }),
  "ultimate-parent": msg({ message: "Ultimate parent", comment: "Kind of ownership interest" }),
};

export const RELATION_LABELS: Record<string, MessageDescriptor> = {
  parent: msg({ message: "Parent", comment: "Relation of a related company" }),
  "ultimate-parent": msg({ message: "Ultimate parent", comment: "Relation of a related company" }),
  subsidiary: msg({ message: "Subsidiary", comment: "Relation of a related company" }),
  affiliate: msg({ message: "Affiliate", comment: "Relation of a related company" }),
  "joint-venture": msg({ message: "Joint venture", comment: "Relation of a related company" }),
  sister: msg({ message: "Sister company", comment: "Relation of a related company" }),
  branch: msg({ message: "Branch", comment: "Relation of a related company" }),
};

export const ADDRESS_LABELS: Record<string, MessageDescriptor> = {
  subject: msg({ message: "Subject company", comment: "Address type selector of the locations map" }),
  subsidiary: msg({ message: "Subsidiary", comment: "Address type selector of the locations map" }),
  registered: msg({ message: "Registered Address", comment: "Address type selector of the locations map" }),
  operation: msg({ message: "Operation Address", comment: "Address type selector of the locations map" }),
  mailing: msg({ message: "Mailing address", comment: "Kind of address" }),
  all: msg({ message: "All", comment: "Address type selector of the locations map: every type" }),
};

export const TERRITORY_LABELS: Record<string, MessageDescriptor> = {
  registered: msg({ message: "Registered office", comment: "Why a country is among a company's territories" }),
  operation: msg({ message: "Operations", comment: "Why a country is among a company's territories" }),
  mailing: msg({ message: "Mailing address", comment: "Why a country is among a company's territories" }),
  subsidiary: msg({ message: "Subsidiaries", comment: "Why a country is among a company's territories" }),
  branch: msg({ message: "Branches", comment: "Why a country is among a company's territories" }),
  affiliate: msg({ message: "Affiliates", comment: "Why a country is among a company's territories" }),
  "joint-venture": msg({ message: "Joint ventures", comment: "Why a country is among a company's territories" }),
  investment: msg({ message: "Investments", comment: "Why a country is among a company's territories" }),
};

export const RISK_LABELS: Record<string, MessageDescriptor> = {
  low: msg({ message: "Low risk", comment: "Credit risk indicator" }),
  moderate: msg({ message: "Moderate risk", comment: "Credit risk indicator" }),
  elevated: msg({ message: "Elevated risk", comment: "Credit risk indicator" }),
  high: msg({ message: "High risk", comment: "Credit risk indicator" }),
  "very-high": msg({ message: "Very high risk", comment: "Credit risk indicator" }),
};

export const QUALITY_LABELS: Record<QualityBand, MessageDescriptor> = {
  high: msg({
    message: "High: nearly every profile field is filled",
    comment: "Meaning of a data-quality index of 80-100",
  }),
  good: msg({ message: "Good: most profile fields are filled", comment: "Meaning of a data-quality index of 60-79" }),
  fair: msg({
    message: "Fair: several profile fields are missing",
    comment: "Meaning of a data-quality index of 40-59",
  }),
  low: msg({ message: "Low: few profile fields are filled", comment: "Meaning of a data-quality index below 40" }),
};

export const SCHEME_LABELS: Record<string, MessageDescriptor> = {
  ISIC: msg`International Standard Industrial Classification (UN, Rev. 4)`,
  NACE: msg`Statistical classification of economic activities in the EU (Rev. 2)`,
  NAICS: msg`North American Industry Classification System`,
  SIC: msg`Standard Industrial Classification (as filed with the SEC)`,
  AAAIC: msg`Our own industry classification`,
};

/** Lookup with a fallback to the raw code, so a code the app does not know yet still shows. */
export function labelOf(
  labels: Record<string, MessageDescriptor>,
  code: string,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  const descriptor = labels[code];
  return descriptor ? translate(descriptor) : code;
}
