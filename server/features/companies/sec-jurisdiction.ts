import { loadCountries } from "../../lib/countries.ts";

/**
 * EDGAR state and country codes to ISO: the 50 states and DC are US subdivisions; Canadian
 * provinces are A0-B0; every other code is a country, mapped by the EDGAR column of the ISO
 * country-code table (datasets/country-codes).
 */
const US_STATES = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
  ).split(" "),
);
const CANADIAN_PROVINCES: Record<string, string> = {
  A0: "CA-AB",
  A1: "CA-BC",
  A2: "CA-MB",
  A3: "CA-NB",
  A4: "CA-NL",
  A5: "CA-NS",
  A6: "CA-ON",
  A7: "CA-PE",
  A8: "CA-QC",
  A9: "CA-SK",
  B0: "CA-YT",
};
/** EDGAR codes of US territories, which are ISO countries of their own. */
const US_TERRITORIES: Record<string, string> = { PR: "PR", GU: "GU", VI: "VI" };

let byEdgar: Map<string, string> | undefined;

export type Jurisdiction = { countryCode: string; jurisdiction: string };

export function edgarJurisdiction(code: string | null | undefined): Jurisdiction | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  if (US_STATES.has(upper)) return { countryCode: "US", jurisdiction: `US-${upper}` };
  const territory = US_TERRITORIES[upper];
  if (territory) return { countryCode: territory, jurisdiction: territory };
  const province = CANADIAN_PROVINCES[upper];
  if (province) return { countryCode: "CA", jurisdiction: province };
  byEdgar ??= new Map(loadCountries().flatMap((c) => (c.edgar ? [[c.edgar, c.iso2] as const] : [])));
  const iso = byEdgar.get(upper);
  return iso ? { countryCode: iso, jurisdiction: iso } : undefined;
}
