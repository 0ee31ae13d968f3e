import { phoneticKey, spellingKey } from "./phonetic.ts";
import { wordsOf } from "./name-text.ts";
import { GENERIC_WORDS, HONORIFICS, legalFormSets, PARTICLES, SUFFIXES } from "./name-words.ts";

/** What a word of a name is: its role sets its weight in the comparison. */
export type WordRole = "name" | "generic" | "particle" | "initial" | "number";

/** A word, its role, its phonetic key and its spelling key (see phonetic.ts). */
export type NameWord = { text: string; role: WordRole; key: string; spelling: string };

/** Person names lose titles; organisation names lose legal forms; `any` loses both (a LegalEntity query). */
export type NameKind = "person" | "organisation" | "any";

export type AnalysedName = {
  words: NameWord[];
  /** The comparable form: the kept words joined by spaces (equal forms are the same name). */
  form: string;
  /** The legal form taken off, folded ("llc"), or null. */
  legalForm: string | null;
};

function roleOf(word: string, kind: NameKind): WordRole {
  if (/^\d+$/.test(word)) return "number";
  if (PARTICLES.has(word)) return "particle";
  if (word.length === 1) return "initial";
  if (kind !== "person" && GENERIC_WORDS.has(word)) return "generic";
  return "name";
}

/**
 * Takes the longest legal form (up to 6 words) off the end (any ISO 20275 form) or the start (the
 * forms written first), keeping at least one word.
 */
function cutLegalForm(words: string[], atEnd: boolean): string | null {
  const forms = atEnd ? legalFormSets().all : legalFormSets().start;
  for (let k = Math.min(6, words.length - 1); k >= 1; k--) {
    const part = atEnd ? words.slice(-k) : words.slice(0, k);
    const form = part.join(" ");
    if (!forms.has(form)) continue;
    words.splice(atEnd ? words.length - k : 0, k);
    return form;
  }
  return null;
}

function stripLegalForms(words: string[]): string | null {
  const cut: string[] = [];
  for (const atEnd of [true, false, true]) {
    const form = cutLegalForm(words, atEnd);
    if (form) cut.push(form);
  }
  // "X Co Ltd" and "X, a company of Y" aside, a trailing "the" stays meaningless.
  if (words.length > 1 && words[0] === "the") words.shift();
  return cut.length > 0 ? cut.join(" ") : null;
}

function stripTitles(words: string[]): void {
  while (words.length > 1 && HONORIFICS.has(words[0]!)) words.shift();
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1]!)) words.pop();
}

/** Splits a name into compared words with their roles and phonetic keys (see docs/SCREENING.md). */
export function analyseName(name: string, kind: NameKind): AnalysedName {
  const words = wordsOf(name);
  const legalForm = kind === "person" ? null : stripLegalForms(words);
  if (kind !== "organisation") stripTitles(words);
  return {
    words: words.map((text) => ({
      text,
      role: roleOf(text, kind),
      key: phoneticKey(text),
      spelling: spellingKey(text),
    })),
    form: words.join(" "),
    legalForm,
  };
}
