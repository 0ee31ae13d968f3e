/**
 * Query understanding that needs no database (issue 12): the word forms keyword mode accepts, and
 * the registry identifiers (ticker, CIK, LEI) a query can be. The "&"/"and" and abbreviation rules
 * belong to the search form of names and queries alike (server/lib/name-words.ts).
 */

/** A word's singular ("motors" -> "motor", "holdings" -> "holding", "companies" -> "company"). */
export function singularOf(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** A word's plural, by the common English rules ("motor" -> "motors", "company" -> "companies"). */
export function pluralOf(word: string): string {
  if (word.length <= 2 || /\d/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * The forms of a word keyword mode matches: the word, its singular and its plural, so that
 * "motors ford" finds "Ford Motor" and "general motor" finds "General Motors".
 */
export function wordForms(word: string): string[] {
  const singular = singularOf(word);
  return [...new Set([word, singular, pluralOf(singular)])];
}

/** Registry identifiers a query may be: matched exactly, before any name. */
export type Identifiers = { ticker: string | null; cik: string | null; lei: string | null };

const LEI = /^[A-Z0-9]{18}[0-9]{2}$/;
const CIK = /^(?:CIK\s*)?(\d{1,10})$/;
/** A ticker as the SEC lists them: letters, with a share class after a dot or dash (BRK-B, BF.B). */
const TICKER = /^\$?([A-Z][A-Z0-9]{0,5}(?:[.-][A-Z0-9]{1,2})?)$/;

/** What a one-word query can be as an identifier (an upper-case copy is compared; null: not one). */
export function identifiersOf(raw: string): Identifiers | null {
  const text = raw.trim().toUpperCase();
  if (text === "" || /\s/.test(text.replace(/^CIK\s+/, "CIK"))) return null;
  const lei = LEI.test(text) ? text : null;
  const cik = CIK.exec(text)?.[1]?.padStart(10, "0") ?? null;
  const ticker = TICKER.exec(text)?.[1]?.replace(".", "-") ?? null;
  if (lei === null && cik === null && ticker === null) return null;
  return { ticker, cik, lei };
}
