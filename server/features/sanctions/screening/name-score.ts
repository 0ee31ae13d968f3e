import type { AnalysedName, NameWord } from "./name-analysis.ts";
import { spellingKey } from "./phonetic.ts";
import { editDistance } from "../../../lib/edit-distance.ts";
import { jaroWinkler } from "./similarity.ts";

/**
 * The constants of the name comparison, tuned on the evaluation set (bench/screening-eval.ts;
 * docs/SCREENING.md gives the figures they produce).
 */
export const NAME_TUNING = {
  /** Similarity of an initial to a word starting with it ("J" ~ "John"). */
  initial: 0.6,
  /** Cost of one edit, as a share of the longer word's length. */
  editCost: 0.8,
  /** Similarity of two words with the same phonetic key (4 letters or more; shorter: `phoneticShort`). */
  phonetic: 0.78,
  phoneticShort: 0.7,
  /** Similarity of two words spelt the same once romanisation differences are folded. */
  spelling: 0.92,
  /** Jaro-Winkler similarity two words of the same sound must still have. */
  phoneticMinSpelling: 0.72,
  /** Pairs below this similarity are not aligned. */
  minPair: 0.6,
  /** Weight of the query's coverage against the candidate's (dropped middle names cost less). */
  queryShare: 0.6,
  /** Weights of word roles; names weigh their rarity (inverse entry frequency), at least `rareFloor`. */
  generic: 0.3,
  particle: 0.1,
  initialWeight: 0.3,
  rareFloor: 0.25,
  /**
   * How much the weakest aligned name word pulls the score down: score x (1 - weakest x (1 - its
   * similarity)); one near-miss word next to an exact given name is a different person.
   */
  weakest: 0.7,
  /** Names weighing less than this are not counted as the weakest word. */
  weakestMinWeight: 0.4,
  /** Factor when only generic words, particles or initials matched. */
  genericOnly: 0.5,
  /** Factor when both names have numbers and none of them agree (VESSEL 1 / VESSEL 2). */
  numberMismatch: 0.7,
} as const;

/** Edits a word of this length may have and still be the same word. */
function editBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

/** How alike two words are, in [0, 1]: equal, a few edits apart, same sound, an initial. */
export function wordSimilarity(a: NameWord, b: NameWord): number {
  if (a.text === b.text) return 1;
  if (a.role === "number" || b.role === "number") return 0;
  if (a.role === "initial" || b.role === "initial") return a.text[0] === b.text[0] ? NAME_TUNING.initial : 0;
  const edit = editSimilarity(a.text, b.text, NAME_TUNING.editCost);
  // Another romanisation of the same word (Dzhozef / Joseph, Iurii / Yuriy).
  const spelt =
    a.spelling === b.spelling
      ? NAME_TUNING.spelling
      : NAME_TUNING.spelling * editSimilarity(a.spelling, b.spelling, NAME_TUNING.editCost);
  let sound = 0;
  // Same sound, and still alike in spelling (apple and yupel share a key, not a name).
  if (a.key === b.key && a.key.length >= 2 && jaroWinkler(a.text, b.text) >= NAME_TUNING.phoneticMinSpelling) {
    sound = Math.min(a.text.length, b.text.length) >= 4 ? NAME_TUNING.phonetic : NAME_TUNING.phoneticShort;
  }
  return Math.max(edit, spelt, sound);
}

/** 1 for equal texts, falling by `cost` x edits / length within the edit budget, 0 beyond it. */
function editSimilarity(a: string, b: string, cost: number): number {
  if (a === b) return 1;
  const length = Math.max(a.length, b.length);
  const budget = editBudget(length);
  const distance = editDistance(a, b, budget);
  return distance <= budget ? 1 - (cost * distance) / length : 0;
}

/** One aligned pair: query words i..i+qn-1 with candidate words j..j+cn-1 (a word glued or split). */
export type AlignedPair = { query: string; candidate: string; similarity: number; isPhonetic: boolean };

export type NameComparison = {
  score: number;
  /** Weighted share of the query's words found in the candidate, and of the candidate's in the query. */
  queryCoverage: number;
  candidateCoverage: number;
  /** Weighted share of the query's words aligned through their sound rather than their spelling. */
  phonetic: number;
  pairs: AlignedPair[];
};

type Span = { start: number; end: number; word: NameWord };

/** Spans of each name, made once: a list name is compared with many queries. */
const spanCache = new WeakMap<AnalysedName, Span[]>();

/** Each word alone, and each two neighbours glued ("al qaida" -> "alqaida"). */
function spans(name: AnalysedName): Span[] {
  const cached = spanCache.get(name);
  if (cached) return cached;
  const words = name.words;
  const out: Span[] = words.map((word, i) => ({ start: i, end: i + 1, word }));
  for (let i = 0; i + 1 < words.length; i++) {
    const text = words[i]!.text + words[i + 1]!.text;
    out.push({ start: i, end: i + 2, word: { text, role: "name", key: "", spelling: spellingKey(text) } });
  }
  spanCache.set(name, out);
  return out;
}

type Candidate = { q: Span; c: Span; similarity: number; isPhonetic: boolean };

function pairsOf(query: AnalysedName, candidate: AnalysedName): Candidate[] {
  const found: Candidate[] = [];
  const cSpans = spans(candidate);
  for (const q of spans(query)) {
    for (const c of cSpans) {
      if (q.end - q.start === 2 && c.end - c.start === 2) continue;
      const similarity = wordSimilarity(q.word, c.word);
      if (similarity < NAME_TUNING.minPair) continue;
      const isPhonetic = q.word.text !== c.word.text && q.word.key === c.word.key && similarity < 0.9;
      found.push({ q, c, similarity, isPhonetic });
    }
  }
  // Best pairs first; among equals, the longer span (a glued pair beats one of its halves).
  return found.sort(
    (a, b) =>
      b.similarity - a.similarity ||
      b.q.end - b.q.start + b.c.end - b.c.start - (a.q.end - a.q.start + a.c.end - a.c.start),
  );
}

/**
 * Compares two analysed names: aligns their words one to one (greedily, best pairs first, two
 * neighbours may be glued to meet one word), then scores the weighted coverage of each side. The
 * weights come from `weightOf` (rarity and role), so a shared rare family name counts, a shared
 * TRADING or MOHAMMED much less.
 */
export function compareNames(
  query: AnalysedName,
  candidate: AnalysedName,
  weightOf: (word: NameWord) => number,
): NameComparison {
  const none = { score: 0, queryCoverage: 0, candidateCoverage: 0, phonetic: 0, pairs: [] };
  if (query.words.length === 0 || candidate.words.length === 0) return none;
  const qUsed = new Array<number>(query.words.length).fill(0);
  const cUsed = new Array<number>(candidate.words.length).fill(0);
  const pairs: AlignedPair[] = [];
  let distinctive = false;
  let phoneticWeight = 0;
  let weakest = 1;
  for (const pair of pairsOf(query, candidate)) {
    if (qUsed.slice(pair.q.start, pair.q.end).some(Boolean) || cUsed.slice(pair.c.start, pair.c.end).some(Boolean)) {
      continue;
    }
    for (let i = pair.q.start; i < pair.q.end; i++) qUsed[i] = pair.similarity;
    for (let j = pair.c.start; j < pair.c.end; j++) cUsed[j] = pair.similarity;
    const roles = [...query.words.slice(pair.q.start, pair.q.end), ...candidate.words.slice(pair.c.start, pair.c.end)];
    if (pair.similarity >= 0.7 && roles.some((w) => w.role === "name" || w.role === "number")) distinctive = true;
    if (pair.isPhonetic) phoneticWeight += weightOf(query.words[pair.q.start]!);
    const counted = roles.some((w) => w.role === "name" && weightOf(w) >= NAME_TUNING.weakestMinWeight);
    if (counted) weakest = Math.min(weakest, pair.similarity);
    pairs.push({
      query: pair.q.word.text,
      candidate: pair.c.word.text,
      similarity: pair.similarity,
      isPhonetic: pair.isPhonetic,
    });
  }
  const coverage = (words: readonly NameWord[], used: number[]) => {
    let total = 0;
    let found = 0;
    words.forEach((word, i) => {
      const weight = weightOf(word);
      total += weight;
      found += weight * used[i]!;
    });
    return { total, share: total > 0 ? found / total : 0 };
  };
  const q = coverage(query.words, qUsed);
  const c = coverage(candidate.words, cUsed);
  let score = NAME_TUNING.queryShare * q.share + (1 - NAME_TUNING.queryShare) * c.share;
  score *= 1 - NAME_TUNING.weakest * (1 - weakest);
  if (query.form === candidate.form) score = 1;
  if (!distinctive) score *= NAME_TUNING.genericOnly;
  const qNumbers = query.words.filter((w) => w.role === "number");
  const cNumbers = new Set(candidate.words.filter((w) => w.role === "number").map((w) => w.text));
  if (qNumbers.length > 0 && cNumbers.size > 0 && !qNumbers.some((w) => cNumbers.has(w.text))) {
    score *= NAME_TUNING.numberMismatch;
  }
  return {
    score,
    queryCoverage: q.share,
    candidateCoverage: c.share,
    phonetic: q.total > 0 ? phoneticWeight / q.total : 0,
    pairs,
  };
}
