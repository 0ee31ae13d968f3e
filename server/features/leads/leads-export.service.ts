import type { Lead, LeadsRisk } from "../../../contract/leads.ts";
import type { Locale } from "../../../contract/locales.ts";
import { translate, type MessageKey } from "../../i18n/messages.ts";
import { toXlsx, type ExportTable } from "../company-search/index.ts";

const RISK: Record<LeadsRisk, MessageKey> = {
  low: "leadsRiskLow",
  moderate: "leadsRiskModerate",
  elevated: "leadsRiskElevated",
  high: "leadsRiskHigh",
  "very-high": "leadsRiskVeryHigh",
  none: "leadsRiskNone",
};

const COLUMNS: MessageKey[] = [
  "csShareId",
  "csLabelName",
  "csLabelCountry",
  "csLabelCity",
  "csLabelIndustry",
  "csLabelEmployees",
  "leadsColScore",
  "leadsColShipments",
  "leadsColTradeValue",
  "leadsColPartners",
  "leadsColProducts",
  "leadsColLastShipment",
  "leadsColGrowth",
  "leadsColRating",
  "leadsColRisk",
  "leadsColDemo",
];

/** The leads as a table in the caller's language: one row per lead, in the list's order. */
function leadsTable(leads: Lead[], locale: Locale): ExportTable {
  const t = (key: MessageKey) => translate(locale, key);
  return {
    headers: COLUMNS.map(t),
    rows: leads.map((lead) => [
      lead.aaaId,
      lead.name,
      lead.countryCode,
      lead.city,
      lead.industry,
      lead.employees,
      lead.score,
      lead.shipments,
      lead.tradeValue === null ? null : Math.round(lead.tradeValue),
      lead.partners,
      lead.products.join(", "),
      lead.lastShipment,
      lead.growth === null ? null : Math.round(lead.growth * 1000) / 10,
      lead.rating,
      t(RISK[lead.risk]),
      t(lead.isDemo ? "csYes" : "csNo"),
    ]),
  };
}

export async function leadsWorkbook(leads: Lead[], locale: Locale, now: Date): Promise<Buffer> {
  return toXlsx(leadsTable(leads, locale), translate(locale, "leadsSheet"), now);
}
