import type { CompanyLabelKey, CompanyRow } from "../../../contract/company-search.ts";
import type { Locale } from "../../../contract/locales.ts";
import { translate, type MessageKey } from "../../i18n/messages.ts";
import { LABEL_DEFINITIONS } from "./company-labels.ts";

/** A cell of an export: text, a number, or empty. */
export type Cell = string | number | null;
export type ExportTable = { headers: string[]; rows: Cell[][] };

const STATUS_MESSAGES: Record<string, MessageKey> = {
  active: "csStatusActive",
  inactive: "csStatusInactive",
  dissolved: "csStatusDissolved",
  in_liquidation: "csStatusInLiquidation",
  unknown: "csStatusUnknown",
};

const REGION_LOCALE: Record<Locale, string> = {
  en: "en",
  zh: "zh-CN",
  ja: "ja",
  de: "de",
  fr: "fr",
  es: "es",
  it: "it",
  nl: "nl",
  pt: "pt-PT",
};

function countryName(code: string | null, regions: Intl.DisplayNames): Cell {
  if (!code) return null;
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

function industry(row: CompanyRow): Cell {
  if (row.industryCode && row.industryDescription) return `${row.industryCode} ${row.industryDescription}`;
  return row.industryCode ?? row.industrySection;
}

function listed(row: CompanyRow, locale: Locale): Cell {
  if (!row.isListed) return translate(locale, "csNo");
  const listing = [row.stockCode, row.stockExchange].filter(Boolean).join(", ");
  return listing ? `${translate(locale, "csYes")} (${listing})` : translate(locale, "csYes");
}

function cellOf(key: CompanyLabelKey, row: CompanyRow, locale: Locale, regions: Intl.DisplayNames): Cell {
  switch (key) {
    case "name":
      return row.name;
    case "country":
      return countryName(row.countryCode, regions);
    case "city":
      return row.city;
    case "address":
      return row.address;
    case "industry":
      return industry(row);
    case "legalForm":
      return row.legalForm;
    case "status":
      return translate(locale, STATUS_MESSAGES[row.status] ?? "csStatusUnknown");
    case "foundedOn":
      return row.foundedOn;
    case "yearsInBusiness":
      return row.yearsInBusiness;
    case "listed":
      return listed(row, locale);
    case "employees":
      return row.employees;
    case "registryNumber":
      return row.registryNumber;
    case "lei":
      return row.lei;
    case "website":
      return row.website;
    case "dataQuality":
      return row.dataQuality;
    case "lastUpdate":
      return row.lastUpdate;
    case "source":
      return row.source;
  }
}

/**
 * The rows as the export writes them: the chosen data labels in the caller's language, the
 * company's ID first (so a row can always be traced back), values as the list shows them.
 */
export function exportTable(
  rows: readonly CompanyRow[],
  columns: readonly CompanyLabelKey[],
  locale: Locale,
): ExportTable {
  const regions = new Intl.DisplayNames([REGION_LOCALE[locale]], { type: "region" });
  const labels = LABEL_DEFINITIONS.filter((label) => columns.includes(label.key)).sort(
    (a, b) => columns.indexOf(a.key) - columns.indexOf(b.key),
  );
  return {
    headers: [translate(locale, "csShareId"), ...labels.map((label) => translate(locale, label.title))],
    rows: rows.map((row) => [row.aaaId, ...labels.map((label) => cellOf(label.key, row, locale, regions))]),
  };
}
