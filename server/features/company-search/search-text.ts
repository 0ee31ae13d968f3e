import { nameWordsWithForms, normaliseName } from "../../lib/name-normalise.ts";
import { stripNativeLegalForm, transliterate } from "./transliterate.ts";

/**
 * The search form of what the user typed: the form the names got at import
 * (companies/name-normalise.ts: case, accents, punctuation, legal-form words), reached through the
 * Latin transliteration for other scripts, so that "Газпром", "gazprom" and "ПАО Газпром" meet.
 */
export function normaliseSearchText(raw: string): string {
  const text = raw.trim();
  if (text === "") return "";
  return normaliseName(transliterate(stripNativeLegalForm(text)));
}

/** The words typed, in search form, legal-form words kept wherever they stand (keyword mode). */
export function searchWordsWithForms(raw: string): string[] {
  const text = raw.trim();
  return text === "" ? [] : nameWordsWithForms(transliterate(stripNativeLegalForm(text)));
}

/** The Latin form and search form of a name in any script, as search expects names to be stored. */
export function searchFormsOfName(name: string): { latin: string | null; normalised: string } {
  const latin = transliterate(name);
  return { latin: latin === name ? null : latin, normalised: normaliseSearchText(name) };
}
