import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { CompareCompany } from "../../../../contract/company-search-actions.ts";
import { EMPTY_VALUE } from "../../../lib/format-number.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { countryName, formatCompactAmount, formatCount, formatPercent } from "../format.ts";
import { ISIC_SECTION_LABELS, STATUS_LABELS } from "../search-labels.ts";

/** The rows of the comparison: a label, how to show a company's value, and which value is best. */
export type CompareRow = {
  label: MessageDescriptor;
  value: (company: CompareCompany, i18n: I18n) => string;
  /** A number to rank by; the highest is marked (lowest when `isLowerBetter`). */
  rank?: (company: CompareCompany) => number | null;
  isLowerBetter?: boolean;
};
export type CompareSection = { title: MessageDescriptor; rows: CompareRow[] };

const money = (company: CompareCompany, value: string | null | undefined, i18n: I18n) =>
  value ? `${formatCompactAmount(value, i18n.locale)} ${company.financials?.currency ?? ""}`.trim() : EMPTY_VALUE;
const num = (value: string | null | undefined) => (value ? Number(value) : null);

export const COMPARE_SECTIONS: CompareSection[] = [
  {
    title: msg({ message: "Identity", comment: "Section of the comparison" }),
    rows: [
      { label: msg`Country`, value: (c, i18n) => countryName(c.countryCode, i18n.locale) },
      { label: msg`Address`, value: (c) => c.address ?? EMPTY_VALUE },
      { label: msg`Legal form`, value: (c) => c.legalForm ?? EMPTY_VALUE },
      {
        label: msg`Status`,
        value: (c, i18n) => (STATUS_LABELS[c.status] ? i18n._(STATUS_LABELS[c.status]!) : c.status),
      },
      { label: msg`Founded`, value: (c, i18n) => formatDate(c.foundedOn, i18n.locale) },
      {
        label: msg`Years in business`,
        value: (c, i18n) => formatCount(c.yearsInBusiness, i18n.locale),
        rank: (c) => c.yearsInBusiness,
      },
      { label: msg`Registration number`, value: (c) => c.registryNumber ?? EMPTY_VALUE },
      { label: msg`LEI`, value: (c) => c.lei ?? EMPTY_VALUE },
    ],
  },
  {
    title: msg({ message: "Activity", context: "business activity", comment: "Section of the comparison" }),
    rows: [
      {
        label: msg`Industry`,
        value: (c, i18n) =>
          c.industryDescription ??
          (c.industrySection && ISIC_SECTION_LABELS[c.industrySection]
            ? i18n._(ISIC_SECTION_LABELS[c.industrySection]!)
            : EMPTY_VALUE),
      },
      {
        label: msg`Listed`,
        value: (c, i18n) =>
          c.isListed
            ? [c.stockCode, c.stockExchange].filter(Boolean).join(" · ") || i18n._(msg`Yes`)
            : i18n._(msg({ message: "No", comment: "Not listed" })),
      },
      { label: msg`Employees`, value: (c, i18n) => formatCount(c.employees, i18n.locale), rank: (c) => c.employees },
      {
        label: msg`Registered capital`,
        value: (c, i18n) =>
          c.registeredCapital
            ? `${formatCompactAmount(c.registeredCapital, i18n.locale)} ${c.capitalCurrency ?? ""}`.trim()
            : EMPTY_VALUE,
      },
    ],
  },
  {
    title: msg({ message: "Latest annual figures", comment: "Section of the comparison" }),
    rows: [
      { label: msg`Fiscal year`, value: (c) => (c.financials ? String(c.financials.fiscalYear) : EMPTY_VALUE) },
      {
        label: msg`Revenue`,
        value: (c, i18n) => money(c, c.financials?.revenue, i18n),
        rank: (c) => num(c.financials?.revenue),
      },
      {
        label: msg`Net income`,
        value: (c, i18n) => money(c, c.financials?.netIncome, i18n),
        rank: (c) => num(c.financials?.netIncome),
      },
      {
        label: msg`Total assets`,
        value: (c, i18n) => money(c, c.financials?.totalAssets, i18n),
        rank: (c) => num(c.financials?.totalAssets),
      },
      {
        label: msg`Equity`,
        value: (c, i18n) => money(c, c.financials?.equity, i18n),
        rank: (c) => num(c.financials?.equity),
      },
      {
        label: msg`Net margin`,
        value: (c, i18n) => formatPercent(c.financials?.netMargin, i18n.locale),
        rank: (c) => c.financials?.netMargin ?? null,
      },
      {
        label: msg`Return on equity`,
        value: (c, i18n) => formatPercent(c.financials?.returnOnEquity, i18n.locale),
        rank: (c) => c.financials?.returnOnEquity ?? null,
      },
      {
        label: msg`Revenue growth`,
        value: (c, i18n) => formatPercent(c.financials?.revenueGrowth, i18n.locale),
        rank: (c) => c.financials?.revenueGrowth ?? null,
      },
    ],
  },
  {
    title: msg({ message: "Credit", comment: "Section of the comparison" }),
    rows: [
      { label: msg`Credit rating`, value: (c) => (c.credit ? `${c.credit.rating} (${c.credit.year})` : EMPTY_VALUE) },
      {
        label: msg`Local credit score`,
        value: (c, i18n) => formatCount(c.credit?.localScore, i18n.locale),
        rank: (c) => c.credit?.localScore ?? null,
      },
      {
        label: msg`Probability of default`,
        value: (c, i18n) => formatPercent(c.credit?.probabilityOfDefault, i18n.locale),
        rank: (c) => c.credit?.probabilityOfDefault ?? null,
        isLowerBetter: true,
      },
    ],
  },
  {
    title: msg({ message: "Coverage", comment: "Section of the comparison" }),
    rows: [
      { label: msg`Managers`, value: (c, i18n) => formatCount(c.counts.officers, i18n.locale) },
      { label: msg`Shareholders`, value: (c, i18n) => formatCount(c.counts.shareholders, i18n.locale) },
      { label: msg`Related companies`, value: (c, i18n) => formatCount(c.counts.related, i18n.locale) },
      { label: msg`Lawsuits`, value: (c, i18n) => formatCount(c.counts.lawsuits, i18n.locale) },
      { label: msg`News items`, value: (c, i18n) => formatCount(c.counts.news, i18n.locale) },
      { label: msg`Data quality`, value: (c) => `${c.dataQuality} / 100`, rank: (c) => c.dataQuality },
      { label: msg`Last update`, value: (c, i18n) => formatDate(c.lastUpdate, i18n.locale) },
      { label: msg`Source`, value: (c) => c.source },
    ],
  },
];
