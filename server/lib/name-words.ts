/**
 * Word rules of the search form (normaliseName), shared by the names and the queries so both sides
 * meet: "&", "+" and "and" are one ("Johnson & Johnson" = "johnson and johnson"), and a business
 * abbreviation reads as its full word ("Honeywell Intl" = "Honeywell International"). The table is
 * documented in docs/decisions/0029-search-query-understanding.md; migration 0025_search_quality.sql applies the
 * same rules to the names stored before them, with a copy of ABBREVIATIONS (a test keeps the two equal).
 */

/** Words that join two parts of a name ("&" and "+" are folded away as punctuation already). */
export const JOINING_WORDS: ReadonlySet<string> = new Set(["and", "und"]);

/** Business abbreviations (folded: lower case, no dots or apostrophes) and the word they stand for. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  amer: "american",
  assn: "association",
  assoc: "associates",
  bk: "bank",
  bros: "brothers",
  comms: "communications",
  corp: "corporation",
  ctr: "center",
  elec: "electric",
  finl: "financial",
  grp: "group",
  hldg: "holding",
  hldgs: "holdings",
  inds: "industries",
  intl: "international",
  intnl: "international",
  mfg: "manufacturing",
  mgmt: "management",
  mktg: "marketing",
  natl: "national",
  svc: "service",
  svcs: "services",
  svgs: "savings",
  sys: "systems",
  tech: "technology",
  tr: "trust",
};

/**
 * The search form's words after the legal forms are removed: a joining word between two parts is
 * dropped (a leading one is part of the name), and each abbreviation becomes its full word.
 */
export function canonicalWords(tokens: readonly string[]): string[] {
  return tokens
    .filter((token, i) => i === 0 || !JOINING_WORDS.has(token))
    .map((token) => ABBREVIATIONS[token] ?? token);
}
