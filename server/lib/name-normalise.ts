import { readTsvSync } from "./tsv.ts";
import { dataPath } from "./data-files.ts";
import { canonicalWords } from "./name-words.ts";
import { COMMON_LEGAL_FORMS } from "./legal-forms.ts";

/**
 * The search form of a company or person name: lower case, accents removed, punctuation folded,
 * legal-form words (from the ISO 20275 abbreviations, plus common English ones) removed from the
 * end, and legal-form prefixes (OOO, PT, Kabushiki Kaisha...) from the start, then the word rules of
 * name-words.ts ("&" = "and", abbreviations written out). Non-Latin names are
 * normalised from their Latin transliteration (the caller passes it).
 */
const ELF_FILE = dataPath("demo", "elf-forms.tsv.gz");

const ENGLISH_FORMS: readonly string[] = [
  ...COMMON_LEGAL_FORMS,
  "lp",
  "llp",
  "l p",
  "n v",
  "b v",
  "kabushiki kaisha",
  "godo kaisha",
  "aktiengesellschaft",
  "tbk",
  "youxian gongsi",
  "gufen youxian gongsi",
  "youxian zeren gongsi",
  "jusikhoesa",
  "chamkat",
  "mahachon chamkat",
  // The written-out forms of common abbreviations (the ELF list holds the abbreviations only).
  "kk",
  "gesellschaft mit beschrankter haftung",
  "societe anonyme",
  "sociedad anonima",
  "sociedade anonima",
  "societa per azioni",
  "societa a responsabilita limitata",
  "naamloze vennootschap",
  "besloten vennootschap",
  "sociedad limitada",
];
/** Forms written before the name; our transliterations use these spellings. */
const PREFIX_FORMS = [
  "ooo",
  "oao",
  "zao",
  "pao",
  "ao",
  "too",
  "tov",
  "pat",
  "pt",
  "cv",
  "ud",
  "tbk",
  "kabushiki kaisha",
  "godo kaisha",
  "jusikhoesa",
  "yuhanhoesa",
  "borisat",
  "borisat mahachon",
  "cong ty",
  "cong ty tnhh",
  "cong ty co phan",
  "sharikat",
  "sherkat",
  "ets",
  "etablissements",
];

let suffixForms: Set<string> | undefined;

const FOLDS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ł: "l",
  ı: "i",
  þ: "th",
  ð: "d",
  ħ: "h",
};

/** Lower case, no accents, punctuation folded to single spaces; acronym dots joined (S.A. -> sa). */
export function foldName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđłıþðħ]/g, (c) => FOLDS[c] ?? c)
    .replace(/['’`´]/g, "")
    .replace(/(?<=(?:^|[^\p{L}\p{N}])\p{L})\.(?=\p{L}(?:\.|$|[^\p{L}\p{N}]))/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function loadSuffixForms(): Set<string> {
  const forms = new Set(ENGLISH_FORMS);
  const { header, rows } = readTsvSync(ELF_FILE);
  const columns = ["abbreviation", "abbreviation_latin"].map((name) => header.indexOf(name));
  for (const row of rows) {
    for (const column of columns) {
      for (const abbreviation of (row[column] ?? "").split(";")) {
        const folded = foldName(abbreviation);
        if (folded && folded.split(" ").length <= 4) forms.add(folded);
      }
    }
  }
  return forms;
}

function stripEnd(tokens: string[], forms: Set<string>): boolean {
  for (let k = Math.min(4, tokens.length - 1); k >= 1; k--) {
    if (forms.has(tokens.slice(-k).join(" "))) {
      tokens.splice(-k);
      return true;
    }
  }
  return false;
}

const prefixForms = new Set(PREFIX_FORMS);

function stripStart(tokens: string[]): boolean {
  for (let k = Math.min(3, tokens.length - 1); k >= 1; k--) {
    if (prefixForms.has(tokens.slice(0, k).join(" "))) {
      tokens.splice(0, k);
      return true;
    }
  }
  return false;
}

/** The folded words of a name, without the state EDGAR appends to some ("BANK OF AMERICA CORP /DE/"). */
function foldedTokens(name: string): string[] {
  return foldName(name.replace(/\s*\/[A-Za-z0-9 .]{1,12}\/?\s*$/, ""))
    .split(" ")
    .filter(Boolean);
}

export function normaliseName(name: string): string {
  suffixForms ??= loadSuffixForms();
  const tokens = foldedTokens(name);
  while (tokens.length > 1 && stripEnd(tokens, suffixForms));
  while (tokens.length > 1 && stripStart(tokens));
  if (tokens.length > 1 && tokens[0] === "the") tokens.shift();
  return canonicalWords(tokens).join(" ");
}

/** The words of a name in its search form with its legal-form words kept, wherever they stand. */
export function nameWordsWithForms(name: string): string[] {
  return canonicalWords(foldedTokens(name));
}

let formWords: Set<string> | undefined;

/**
 * Whether a word (in search form) belongs to a legal form, written before or after a name: "trust",
 * "asa", "sab", "de", "ooo". Such words are gone from the ends of the stored names.
 */
export function isLegalFormWord(word: string): boolean {
  suffixForms ??= loadSuffixForms();
  formWords ??= new Set(
    [...suffixForms, ...prefixForms].flatMap((form) => {
      const tokens = form.split(" ");
      return [...tokens, ...canonicalWords(tokens)];
    }),
  );
  return formWords.has(word);
}

/** People's names: folded only (no legal forms to remove). */
export function normalisePersonName(name: string): string {
  return foldName(name);
}
