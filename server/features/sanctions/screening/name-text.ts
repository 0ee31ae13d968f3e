import anyAscii from "any-ascii";
import { RUSSIAN_ROMANISATION } from "../../../lib/russian-romanisation.ts";

/**
 * Cyrillic: the ICAO 9303 passport romanisation (what registries and passports print), with the
 * Ukrainian and Belarusian letters it adds; letters outside it go through any-ascii.
 */
const CYRILLIC: Readonly<Record<string, string>> = { ...RUSSIAN_ROMANISATION, і: "i", ї: "i", є: "ie", ґ: "g", ў: "u" };

const NON_LATIN_RUN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+/gu;
/** Scripts written without spaces: each syllable any-ascii gives becomes a word ("习近平" -> "xi jin ping"). */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function romaniseRun(run: string): string {
  if (/^\p{Script=Cyrillic}+$/u.test(run)) {
    return [...run.toLowerCase()].map((c) => CYRILLIC[c] ?? anyAscii(c)).join("");
  }
  if (SYLLABIC.test(run)) return ` ${[...run].map((c) => anyAscii(c)).join(" ")} `;
  return anyAscii(run);
}

/**
 * A name in Latin letters a-z and digits, lower case, words separated by single spaces: NFKC,
 * other scripts romanised (Cyrillic by ICAO 9303, Greek, Arabic, Hebrew, Han, Hangul, kana by
 * any-ascii), accents and ligatures folded (any-ascii: é -> e, ß -> ss, æ -> ae), apostrophes
 * dropped (O'Brien -> obrien), the dots of acronyms joined (U.S.A. -> usa), other punctuation a space.
 */
export function latinText(name: string): string {
  const romanised = name.normalize("NFKC").replace(NON_LATIN_RUN, (run) => ` ${romaniseRun(run)} `);
  return anyAscii(romanised)
    .toLowerCase()
    .replace(/['`´]/g, "")
    .replace(/(?<=(?:^|[^a-z0-9])[a-z])\.(?=[a-z](?:\.|$|[^a-z0-9]))/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The words of a name (see latinText). */
export function wordsOf(name: string): string[] {
  const text = latinText(name);
  return text === "" ? [] : text.split(" ");
}
