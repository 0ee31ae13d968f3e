/**
 * The data-quality index (1-100) of a company record: the share of the profile fields a reader
 * looks for that are filled, weighted toward identity (name, country, registration) over contact.
 */
const WEIGHTS = {
  name: 3,
  country_code: 3,
  registry_or_tax_id: 3,
  legal_form: 2,
  industry: 2,
  address: 2,
  founded_on: 1,
  status: 1,
  employees: 1,
  website: 1,
  phone: 1,
  email: 1,
  financials: 2,
  listing: 1,
} as const;

export type QualityFacts = { [K in keyof typeof WEIGHTS]?: unknown };

export function dataQuality(facts: QualityFacts): number {
  let total = 0;
  let filled = 0;
  for (const [key, weight] of Object.entries(WEIGHTS)) {
    total += weight;
    const value = facts[key as keyof QualityFacts];
    if (value !== null && value !== undefined && value !== "" && value !== false) filled += weight;
  }
  return Math.max(1, Math.min(100, Math.round((100 * filled) / total)));
}
