import type { AnalysedName, NameWord } from "./name-analysis.ts";
import type { ScreeningEntry } from "./screening-entry.ts";
import { trigramsOf } from "./similarity.ts";
import { wordSimilarity } from "./name-score.ts";

/** One indexed name: which entry it belongs to, and its analysis. */
type IndexedName = { entry: number; position: number };

/** A word of the vocabulary with a similarity to the query word it was found for. */
type Expansion = { word: number; similarity: number };

const MAX_EXPANSIONS = 24;
const MIN_GRAM_DICE = 0.4;
/** Names with less than this share of the best name's evidence are not candidates. */
const RELATIVE_FLOOR = 0.4;
/** Trigrams held by more than this share of the vocabulary are too common to probe with. */
const COMMON_GRAM_SHARE = 0.02;
/** Query words whose expansions are kept (common given names and business words repeat). */
const EXPANSION_CACHE = 20_000;

/**
 * The in-memory index of every list entry's names: a vocabulary of words, with postings from each
 * word to the names that hold it, and from each letter trigram and each phonetic key to the
 * words that hold it. Candidate retrieval expands each query word to the vocabulary words that
 * are equal, sound alike or share trigrams, then ranks names by the weighted evidence of their
 * words (each query word counted once per name).
 */
export class NameIndex {
  readonly entries: readonly ScreeningEntry[];
  private readonly names: IndexedName[] = [];
  private readonly vocabulary = new Map<string, number>();
  private readonly words: NameWord[] = [];
  private readonly wordNames: number[][] = [];
  private readonly wordEntries: number[] = [];
  private readonly gramWords = new Map<string, number[]>();
  private readonly keyWords = new Map<string, number[]>();
  private readonly evidence: Float64Array;
  private readonly stamp: Int32Array;
  private stampCounter = 0;
  private gramCounts: Uint16Array | undefined;
  private readonly expansions = new Map<string, Expansion[]>();

  constructor(entries: readonly ScreeningEntry[]) {
    this.entries = entries;
    entries.forEach((entry, e) => {
      const seen = new Set<number>();
      entry.names.forEach((name, position) => {
        const id = this.names.push({ entry: e, position }) - 1;
        for (const word of name.analysed.words) {
          const w = this.wordId(word);
          const postings = this.wordNames[w]!;
          if (postings[postings.length - 1] !== id) postings.push(id);
          if (!seen.has(w)) {
            seen.add(w);
            this.wordEntries[w]!++;
          }
        }
      });
    });
    this.evidence = new Float64Array(this.names.length);
    this.stamp = new Int32Array(this.names.length);
  }

  get size(): number {
    return this.names.length;
  }

  private wordId(word: NameWord): number {
    const known = this.vocabulary.get(word.text);
    if (known !== undefined) return known;
    const id = this.words.push(word) - 1;
    this.vocabulary.set(word.text, id);
    this.wordNames.push([]);
    this.wordEntries.push(0);
    for (const gram of new Set(trigramsOf(word.text))) push(this.gramWords, gram, id);
    if (word.key.length >= 2) push(this.keyWords, word.key, id);
    return id;
  }

  /** How many entries hold the word (0 when unknown). */
  entryFrequency(text: string): number {
    const id = this.vocabulary.get(text);
    return id === undefined ? 0 : this.wordEntries[id]!;
  }

  nameOf(nameId: number): { entry: ScreeningEntry; position: number } {
    const indexed = this.names[nameId]!;
    return { entry: this.entries[indexed.entry]!, position: indexed.position };
  }

  /** Vocabulary words close to a query word: equal, same phonetic key, or sharing trigrams (cached). */
  expand(word: NameWord): Expansion[] {
    const cached = this.expansions.get(word.text);
    if (cached) return cached;
    const found = this.expandUncached(word);
    if (this.expansions.size >= EXPANSION_CACHE) this.expansions.clear();
    this.expansions.set(word.text, found);
    return found;
  }

  private expandUncached(word: NameWord): Expansion[] {
    const exact = this.vocabulary.get(word.text);
    if (word.role === "particle" || word.role === "number" || word.role === "initial") {
      return exact === undefined ? [] : [{ word: exact, similarity: 1 }];
    }
    this.gramCounts ??= new Uint16Array(this.words.length);
    const counts = this.gramCounts;
    const touched: number[] = [];
    const grams = new Set(trigramsOf(word.text));
    // The commonest trigrams ("ing", "an ") are left out of a long word's probe: they alone
    // cannot lift a word to the dice floor, and their postings cost most.
    const commonLimit = grams.size >= 5 ? Math.max(200, this.words.length * COMMON_GRAM_SHARE) : Infinity;
    for (const gram of grams) {
      const postings = this.gramWords.get(gram) ?? [];
      if (postings.length > commonLimit) continue;
      for (const id of postings) if (counts[id]!++ === 0) touched.push(id);
    }
    for (const id of this.keyWords.get(word.key) ?? []) if (counts[id] === 0) touched.push(id);
    const found: Expansion[] = [];
    for (const id of touched) {
      const other = this.words[id]!;
      const dice = (2 * counts[id]!) / (grams.size + other.text.length);
      counts[id] = 0;
      if (dice < MIN_GRAM_DICE && other.key !== word.key) continue;
      const similarity = wordSimilarity(word, other);
      if (similarity > 0) found.push({ word: id, similarity });
    }
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, MAX_EXPANSIONS);
  }

  /**
   * Names ranked by evidence: the sum over query words of the word's weight times the best
   * similarity of one of the name's words; the best `limit` names with at least `minShare` of
   * the query's total weight, filtered by `accept`.
   */
  candidates(
    query: AnalysedName,
    weightOf: (word: NameWord) => number,
    accept: (entry: ScreeningEntry) => boolean,
    limit: number,
    minShare: number,
  ): number[] {
    const touched: number[] = [];
    const queryStart = this.stampCounter + 1;
    let total = 0;
    for (const word of query.words) {
      const weight = weightOf(word);
      total += weight;
      const round = ++this.stampCounter;
      for (const { word: id, similarity } of this.expand(word)) {
        for (const nameId of this.wordNames[id]!) {
          const last = this.stamp[nameId]!;
          if (last === round) continue;
          if (last < queryStart) {
            this.evidence[nameId] = 0;
            touched.push(nameId);
          }
          this.stamp[nameId] = round;
          this.evidence[nameId]! += weight * similarity;
        }
      }
    }
    // Names far behind the best one are not worth scoring: a floor of a share of the query's
    // weight, and of the best evidence found.
    let best = 0;
    for (const id of touched) if (this.evidence[id]! > best) best = this.evidence[id]!;
    const floor = Math.max(total * minShare, best * RELATIVE_FLOOR);
    const ranked = touched.filter((id) => this.evidence[id]! >= floor);
    ranked.sort((a, b) => this.evidence[b]! - this.evidence[a]!);
    const chosen: number[] = [];
    for (const id of ranked) {
      if (chosen.length >= limit) break;
      if (accept(this.entries[this.names[id]!.entry]!)) chosen.push(id);
    }
    return chosen;
  }
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}
