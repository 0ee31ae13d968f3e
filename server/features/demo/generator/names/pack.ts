/**
 * Word lists per language for demo names: company name roots, industry words, given and family
 * names, each with its native spelling and a Latin transliteration. Written compactly as
 * "native|latin" entries separated by spaces (or just "word" for Latin-script languages).
 */
export type Word = readonly [native: string, latin: string];

/** Industry words by group of ISIC sections (see industryGroup in ../industries.ts). */
export const SECTOR_KEYS = [
  "tech",
  "trade",
  "industry",
  "build",
  "logistics",
  "food",
  "finance",
  "property",
  "energy",
  "services",
  "health",
] as const;
export type SectorKey = (typeof SECTOR_KEYS)[number];

export type LanguagePack = {
  code: string;
  /** ISO 15924 script of the native spelling. */
  script: string;
  /** No space between words in the native spelling (Chinese, Japanese, Thai). */
  tight: boolean;
  personOrder: "given-first" | "family-first";
  roots: Word[];
  sectors: Record<SectorKey, Word>;
  given: { f: Word[]; m: Word[] };
  family: Word[];
  /** A generic "company" word used when the legal form has no short form for names. */
  company: Word;
  /** Street address from a name word and a house number: native and Latin. */
  street: (name: Word, number: number) => Word;
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "native|latin native|latin" (or "word word") to word pairs; `translit` fills missing Latin forms. */
export function words(list: string, translit?: (s: string) => string): Word[] {
  return list
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const [native = "", latin] = entry.split("|");
      const spelled = native.replace(/_/g, " ");
      return [spelled, cap((latin ?? (translit ? translit(spelled) : spelled)).replace(/_/g, " "))] as const;
    });
}

export function sectors(list: string, translit?: (s: string) => string): Record<SectorKey, Word> {
  const parsed = words(list, translit);
  return Object.fromEntries(SECTOR_KEYS.map((key, i) => [key, parsed[i] ?? parsed[0] ?? ["", ""]])) as Record<
    SectorKey,
    Word
  >;
}

/** A transliteration by character table (Cyrillic, Greek): unknown characters pass through. */
export function tableTranslit(table: Record<string, string>): (s: string) => string {
  return (s) =>
    [...s]
      .map((ch) => {
        const lower = ch.toLowerCase();
        const mapped = table[lower];
        if (mapped === undefined) return ch;
        return ch === lower ? mapped : cap(mapped);
      })
      .join("");
}
