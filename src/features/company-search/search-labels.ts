import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ErrorType } from "../../../contract/company-search-actions.ts";
import type { ListedValue, SortField, YearsRange } from "../../../contract/company-search.ts";

/** Names of the codes the search answers with, for the filters, the sort menu and the forms. */

export const ISIC_SECTION_LABELS: Record<string, MessageDescriptor> = {
  A: msg`Agriculture, forestry and fishing`,
  B: msg`Mining and quarrying`,
  C: msg`Manufacturing`,
  D: msg`Electricity, gas, steam and air conditioning supply`,
  E: msg`Water supply, sewerage and waste management`,
  F: msg`Construction`,
  G: msg`Wholesale and retail trade`,
  H: msg`Transportation and storage`,
  I: msg`Accommodation and food services`,
  J: msg`Information and communication`,
  K: msg`Financial and insurance activities`,
  L: msg`Real estate activities`,
  M: msg`Professional, scientific and technical activities`,
  N: msg`Administrative and support services`,
  O: msg`Public administration and defence`,
  P: msg({ message: "Education", context: "industry sector", comment: "NACE section P" }),
  Q: msg`Human health and social work`,
  R: msg`Arts, entertainment and recreation`,
  S: msg`Other service activities`,
  T: msg`Activities of households as employers`,
  U: msg`Extraterritorial organisations`,
};

export const YEARS_LABELS: Record<YearsRange, MessageDescriptor> = {
  "0-5": msg({ message: "Under 5 years", comment: "Years in business filter" }),
  "5-10": msg({ message: "5 to 10 years", comment: "Years in business filter" }),
  "10-20": msg({ message: "10 to 20 years", comment: "Years in business filter" }),
  "20+": msg({ message: "20+ years", comment: "Years in business filter; 20+ stays as it is" }),
};

export const LISTED_LABELS: Record<ListedValue, MessageDescriptor> = {
  listed: msg({ message: "Listed companies", comment: "Listed company filter" }),
  unlisted: msg({ message: "Unlisted companies", comment: "Listed company filter" }),
};

export const SORT_LABELS: Record<SortField, MessageDescriptor> = {
  relevance: msg({ message: "Relevance", comment: "Sort the company list by" }),
  name: msg({ message: "Company name", comment: "Sort the company list by" }),
  foundedOn: msg({ message: "Founding date", comment: "Sort the company list by" }),
  dataQuality: msg({ message: "Data quality", comment: "Sort the company list by" }),
};

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg({ message: "Active", comment: "Company status" }),
  inactive: msg({ message: "Inactive", comment: "Company status" }),
  dissolved: msg({ message: "Dissolved", comment: "Company status" }),
  in_liquidation: msg({ message: "In liquidation", comment: "Company status" }),
  unknown: msg({ message: "Unknown", comment: "Company status" }),
};

export const ERROR_TYPE_LABELS: Record<ErrorType, MessageDescriptor> = {
  "data-error": msg`Report a data problem`,
  question: msg`Ask a question`,
  contribute: msg`Contribute company information`,
  withhold: msg`Withhold company information`,
  suggestion: msg`Suggest an improvement`,
};

export const FILTER_TITLES = {
  country: msg({ message: "Country", comment: "Filter of the company list" }),
  industry: msg({ message: "Industry", comment: "Filter of the company list" }),
  listed: msg({ message: "Listed company", comment: "Filter of the company list" }),
  years: msg({ message: "Years in business", comment: "Filter of the company list" }),
} as const;
