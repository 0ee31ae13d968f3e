import {
  DEFAULT_SORT_ORDER,
  DEFAULT_PAGE_SIZE,
  KEYWORD_MODE,
  MAX_SEARCH_WORDS,
  type ListedValue,
  type SearchCriteria,
  type SearchQuery,
  type SortField,
  type SortOrder,
  type YearsRange,
} from "../../../contract/company-search.ts";
import { ResultCode } from "../../../contract/envelope.ts";
import { AppError } from "../../lib/app-error.ts";
import { normaliseSearchText, searchWordsWithForms } from "./search-text.ts";
import { isLegalFormWord } from "../../lib/name-normalise.ts";
import { EAST_ASIAN, EAST_ASIAN_PREFIX_FORMS, stripNativeLegalForm } from "./transliterate.ts";
import { identifiersOf, wordForms, type Identifiers } from "./query-rules.ts";

/** How the names are matched: the asked mode, typo tolerance as the fallback, or no text at all. */
export type MatchRule = "first-word" | "keyword" | "fuzzy" | "browse";

/** A native-script query: names equal to one of `exact`, or starting with one of `prefixes` (LIKE patterns). */
export type NativeMatch = { exact: string[]; prefixes: string[] };

export type SearchFilters = {
  countries: string[];
  sections: string[];
  listed: ListedValue[];
  years: YearsRange[];
};

/** A search request turned into what the SQL needs; built once, by rules only (no database). */
export type SearchPlan = {
  /** The query in the names' search form (see search-text.ts); "" when browsing. */
  text: string;
  /** The same without spaces (matches joined and split syllables alike). */
  compact: string;
  /**
   * The words every match must hold. In keyword mode, the typed words less those of legal forms
   * (which the stored names lost at their ends: "asa equinor", "trust digital realty"), unless
   * nothing else was typed.
   */
  words: string[];
  /** Keyword mode: every typed word, legal-form words included; names holding them all rank first. */
  allWords: string[];
  /** East Asian text as written, matched against native names (null for other scripts). */
  native: NativeMatch | null;
  /** The ticker, CIK or LEI the query can be (query-rules.ts): those companies come first. */
  identifiers: Identifiers | null;
  rule: MatchRule;
  /** The autocomplete (set by it): the user is still typing, so the last word may be the start of a word. */
  typing: boolean;
  /**
   * The typo rule's tsquery: each word by the known name words close to it (typoQuery). Null until
   * the service turns to that rule, as the close words come from the database.
   */
  typoQuery: string | null;
  /**
   * The typo rule's readings of the query: the typed text with each word replaced by one of its
   * closest name words (correctedTexts), every combination up to TYPO_READINGS_LIMIT. A name equal
   * to one ranks as an exact match, one starting with one as a prefix match. Empty until then.
   */
  typoTexts: string[];
  /** The country chosen with the search (companyCountry): part of the query, not a filter. */
  scopeCountry: string | null;
  filters: SearchFilters;
  sort: SortField;
  order: SortOrder;
  page: number;
  pageSize: number;
};

const splitList = <T extends string>(value: string | undefined): T[] =>
  [...new Set((value ?? "").split(",").filter(Boolean))] as T[];

export function filtersOf(criteria: SearchCriteria): SearchFilters {
  return {
    countries: splitList(criteria.country),
    sections: splitList(criteria.industry),
    listed: splitList<ListedValue>(criteria.listed),
    years: splitList<YearsRange>(criteria.years),
  };
}

export function hasFilters(filters: SearchFilters): boolean {
  return Object.values(filters).some((values) => values.length > 0);
}

/** The text asked for: `searchname`, or the autocomplete's `company_name`. */
export function rawSearchText(criteria: SearchCriteria): string {
  return (criteria.searchname ?? criteria.company_name ?? "").trim();
}

/** The plan of a search; a text of more than MAX_SEARCH_WORDS words is refused (400) before any query. */
export function buildPlan(query: SearchQuery): SearchPlan {
  const text = normaliseSearchText(rawSearchText(query));
  const words = text === "" ? [] : text.split(" ");
  if (words.length > MAX_SEARCH_WORDS) {
    throw new AppError(400, "searchTooManyWords", { code: ResultCode.badRequest, values: { max: MAX_SEARCH_WORDS } });
  }
  const rule: MatchRule =
    text === ""
      ? "browse"
      : (query.keword ?? KEYWORD_MODE.firstWord) === KEYWORD_MODE.keyword
        ? "keyword"
        : "first-word";
  const sort = query.sort ?? (rule === "browse" ? "dataQuality" : "relevance");
  const typed = rule === "keyword" ? searchWordsWithForms(rawSearchText(query)) : words;
  const required = rule === "keyword" ? typed.filter((word) => !isLegalFormWord(word)) : words;
  return {
    text,
    compact: text.replace(/ /g, ""),
    words: required.length > 0 ? required : typed,
    allWords: typed,
    native: nativeMatchOf(rawSearchText(query)),
    identifiers: rule === "browse" ? null : identifiersOf(rawSearchText(query)),
    rule,
    typing: false,
    typoQuery: null,
    typoTexts: [],
    scopeCountry: query.companyCountry ? query.companyCountry.toUpperCase() : null,
    filters: filtersOf(query),
    sort,
    order: query.order ?? DEFAULT_SORT_ORDER[sort],
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

/**
 * Han, kana and Hangul names are also matched as written: a Japanese reading cannot be told from
 * the characters, so transliteration alone would miss them. The legal form may come first.
 */
export function nativeMatchOf(raw: string): NativeMatch | null {
  if (!EAST_ASIAN.test(raw)) return null;
  const text = stripNativeLegalForm(raw).toLowerCase().replace(/\s+/g, " ").trim();
  if (text === "") return null;
  const heads = ["", ...EAST_ASIAN_PREFIX_FORMS.flatMap((form) => [form, `${form} `])];
  return {
    exact: heads.map((head) => `${head}${text}`),
    prefixes: heads.map((head) => likePrefix(`${head}${text}`)),
  };
}

/** Rows (page end) up to which a first-word page of a common start is read in ranking order. */
export const RANKED_READ_MAX_END = 1000;

/**
 * Whether the first `end` rows can be read in ranking order (company_names_rank_idx) instead of
 * ranking every match: a first-word query of three letters or more in Latin script, sorted by
 * relevance, with no country or filter (those need the company of every match).
 */
export function readsInRankOrder(plan: SearchPlan, end: number): boolean {
  return (
    plan.rule === "first-word" &&
    plan.native === null &&
    plan.scopeCountry === null &&
    !hasFilters(plan.filters) &&
    plan.sort === "relevance" &&
    plan.order === "desc" &&
    [...plan.compact].length >= 3 &&
    end <= RANKED_READ_MAX_END
  );
}

/** Typo tolerance needs a few letters to compare: below this, a miss stays a miss. */
export const FUZZY_MIN_LENGTH = 3;

export function canFallBackToFuzzy(plan: SearchPlan): boolean {
  return plan.rule !== "browse" && plan.rule !== "fuzzy" && fuzzyWordsOf(plan.words).length > 0;
}

/**
 * The byte-order range of the strings that start with `prefix`: [prefix, upper). Compared with
 * the pattern operators (~>=~, ~<~), only the prefix B-tree (text_pattern_ops) can answer it, so
 * the planner never trades it for a trigram scan; it is exact, as those operators compare bytes.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const chars = [...prefix];
  const last = chars.pop() ?? "";
  const next = String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
  return { from: prefix, to: `${chars.join("")}${next}` };
}

/**
 * The words the typo-tolerant rule looks names up by: every word of three letters or more must be
 * close to a word of the name. Each narrows the trigram index scan, so a common word ("bank",
 * "technologies") next to a misspelt one costs little; shorter words are left to the ranking.
 */
export function fuzzyWordsOf(words: readonly string[]): string[] {
  return words.filter((word) => [...word].length >= FUZZY_MIN_LENGTH);
}

/**
 * The words a typo-tolerant match must hold a close word for: fuzzyWordsOf, less legal-form words
 * (a name may hold its form in another spelling: "joint stock company kaspikz" for "Joint Stock Co
 * Kaspi.kz"), unless nothing else is left. The corrected readings keep every word, so a name that
 * holds those too still ranks first.
 */
export function typoWordsOf(words: readonly string[]): string[] {
  const fuzzy = fuzzyWordsOf(words);
  const named = fuzzy.filter((word) => !isLegalFormWord(word));
  return named.length > 0 ? named : fuzzy;
}

/** A LIKE pattern that matches values starting with `prefix` (wildcards in it taken literally). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A word as a tsquery operand: quoted, so no operator gets through. */
const tsWord = (word: string) => `'${word.replace(/['\\]/g, "")}'`;

/**
 * The tsquery of keyword mode: every word must be a word of the name, in its singular or plural
 * form (wordForms); while `typing` (the autocomplete), the last one may be the start of a word. A
 * submitted search matches whole words: a prefix makes the word index gather every word of that
 * start (at 10 M companies, 0.1 s more).
 */
export function keywordQuery(words: readonly string[], typing: boolean): string {
  const last = words.length - 1;
  const forms = (word: string) => {
    const all = wordForms(word).map(tsWord);
    return all.length === 1 ? (all[0] ?? "") : `(${all.join(" | ")})`;
  };
  return words.map((word, i) => (typing && i === last ? `${tsWord(word)}:*` : forms(word))).join(" & ");
}

/**
 * The tsquery of the typo rule: for every word of the query (fuzzyWordsOf), one of the name words
 * close to it (repo.closeWords). Null when a word has none: nothing can match.
 */
export function typoQuery(closeWords: readonly (readonly string[])[]): string | null {
  if (closeWords.length === 0 || closeWords.some((words) => words.length === 0)) return null;
  return closeWords.map((words) => `(${words.map(tsWord).join(" | ")})`).join(" & ");
}

/** Readings of a misspelt query compared at most (the combinations of its words' closest words). */
export const TYPO_READINGS_LIMIT = 64;

/**
 * The readings of a query whose words `typed` (fuzzyWordsOf) have the close words `close` (the
 * closest first): every other word as typed, each typed one by one of its close words, the
 * combinations of the closest first, TYPO_READINGS_LIMIT at most.
 */
export function correctedTexts(
  words: readonly string[],
  typed: readonly string[],
  close: readonly (readonly string[])[],
): string[] {
  let readings: string[][] = [[]];
  for (const word of words) {
    const i = typed.indexOf(word);
    const options = i >= 0 && (close[i]?.length ?? 0) > 0 ? (close[i] ?? []) : [word];
    readings = readings
      .flatMap((reading) => options.map((option) => [...reading, option]))
      .slice(0, TYPO_READINGS_LIMIT);
  }
  return [...new Set(readings.map((reading) => reading.join(" ")))];
}
