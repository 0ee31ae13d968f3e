import anyAscii from "any-ascii";
import { join } from "node:path";
import { readTsvObjects } from "../../lib/tsv.ts";
import { RUSSIAN_ROMANISATION } from "../../lib/russian-romanisation.ts";

/**
 * Latin script for names written in other scripts, so that a Latin query finds a Cyrillic or
 * Chinese name and back. Latin text is kept as it is (accents are folded later by the
 * normaliser); every other run of letters goes through any-ascii (Unicode's romanisations: pinyin
 * for Han, Revised Romanisation for Hangul, Hepburn for kana, scientific for Cyrillic...), and
 * Han and Hangul syllables are spaced ("华为" -> "Hua Wei"). Search compares names with and
 * without spaces, so "huawei" and "hua wei" meet either way.
 */
/**
 * Russian and most Cyrillic text: the ICAO 9303 (2013) passport romanisation, which is what
 * registries and the demo data use (я -> ia, ю -> iu, х -> kh, ц -> ts, щ -> shch); letters it
 * does not cover go through any-ascii.
 */
const CYRILLIC = RUSSIAN_ROMANISATION;

function romaniseCyrillic(run: string): string {
  return [...run]
    .map((char) => {
      const latin = CYRILLIC[char.toLowerCase()];
      if (latin === undefined) return anyAscii(char);
      return char === char.toLowerCase() ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join("");
}

const RUNS = /[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}\s]+|[^\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}\s]+/gu;
const IS_LATIN_RUN = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}\s]+$/u;

export function transliterate(text: string): string {
  return (text.match(RUNS) ?? [])
    .map((run) => {
      if (IS_LATIN_RUN.test(run)) return run;
      if (/^\p{Script=Cyrillic}+$/u.test(run)) return ` ${romaniseCyrillic(run)} `;
      const latin = anyAscii(run).replace(/(?<=[a-z])(?=[A-Z])/g, " ");
      return ` ${latin} `;
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** East Asian scripts: such names are also matched as written (readings of Han differ by language). */
export const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Scripts written without spaces between words: a legal form is cut off the end of the name as it stands. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Common forms of East Asian companies (ISO 20275 lists few of them in their own script). */
export const EAST_ASIAN_PREFIX_FORMS = ["株式会社", "有限会社", "合同会社", "주식회사", "유한회사", "(주)", "㈜"];

const EAST_ASIAN_FORMS = [
  "股份有限公司",
  "有限责任公司",
  "有限責任公司",
  "有限公司",
  "公司",
  "株式会社",
  "有限会社",
  "合同会社",
  "合資会社",
  "合名会社",
  "주식회사",
  "유한회사",
  "유한책임회사",
  "(주)",
  "㈜",
];

let nativeForms: string[] | undefined;

/** Legal-form names and abbreviations in a non-Latin script (ISO 20275, plus the list above), longest first. */
function loadNativeForms(): string[] {
  const forms = new Set(EAST_ASIAN_FORMS);
  const file = join(import.meta.dirname, "../../../data/demo/elf-forms.tsv.gz");
  for (const row of readTsvObjects(file)) {
    for (const value of [row.name, ...(row.abbreviation ?? "").split(";")]) {
      const form = (value ?? "").trim().toLowerCase();
      if (form.length >= 2 && !/\p{Script=Latin}/u.test(form) && /\p{L}/u.test(form)) forms.add(form);
    }
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

function cut(text: string, form: string, atEnd: boolean): string | null {
  const lower = text.toLowerCase();
  if (atEnd ? !lower.endsWith(form) : !lower.startsWith(form)) return null;
  const rest = atEnd ? text.slice(0, text.length - form.length) : text.slice(form.length);
  const boundary = atEnd ? rest.slice(-1) : rest.slice(0, 1);
  if (!UNSPACED.test(form) && boundary !== "" && !/[\s\p{P}]/u.test(boundary)) return null;
  const trimmed = rest.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "");
  return trimmed === "" ? null : trimmed;
}

/** The name without a legal form in its own script at its end or start ("华为技术有限公司" -> "华为技术"). */
export function stripNativeLegalForm(name: string): string {
  nativeForms ??= loadNativeForms();
  let text = name.trim();
  // A name that is nothing but a legal form stays as it is.
  if (nativeForms.includes(text.toLowerCase())) return text;
  for (const atEnd of [true, false]) {
    for (const form of nativeForms) {
      const rest = cut(text, form, atEnd);
      if (rest !== null) {
        text = rest;
        break;
      }
    }
  }
  return text;
}
