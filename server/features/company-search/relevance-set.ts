/**
 * The search relevance set (issue 12): queries typed five ways for listed SEC companies, each with
 * the company it must find. Built by rules of its own (not the search's normaliseName, so the set
 * does not agree with the engine by construction), seeded: the same seed gives the same set.
 * `npm run bench search-relevance` scores it (bench/search-relevance.bench.ts).
 */
/** A seeded random stream (mulberry32 over a hash of the key): the same key, the same numbers. */
export type Rng = { int: (n: number) => number; pick: <T>(items: readonly T[]) => T };

export function createRng(key: string): Rng {
  let state = [...key].reduce((h, c) => Math.imul(h ^ (c.codePointAt(0) ?? 0), 16777619) >>> 0, 2166136261);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { int, pick: <T>(items: readonly T[]) => items[int(items.length)] as T };
}

export const RELEVANCE_KINDS = ["plain", "typo", "ticker", "abbreviation", "reordered"] as const;
export type RelevanceKind = (typeof RELEVANCE_KINDS)[number];

export type RelevanceCompany = { cik: string; ticker: string; name: string };
/** `keyword`: asked in keyword mode (words in any order), else the default first-word mode. */
export type RelevanceQuery = { kind: RelevanceKind; query: string; keyword: boolean; company: RelevanceCompany };

/** Exchanges of a listing (as the SEC tickers file names them). */
const LISTING = new Set(["NYSE", "Nasdaq", "NYSE American", "CBOE"]);

/**
 * The first `limit` companies of the SEC tickers file listed on an exchange, one per CIK, in the
 * file's order (the SEC lists the largest companies first).
 */
export function listedCompanies(rows: readonly Record<string, string | null>[], limit: number): RelevanceCompany[] {
  const seen = new Set<string>();
  const out: RelevanceCompany[] = [];
  for (const row of rows) {
    const { cik, ticker, exchange, name } = row;
    if (!cik || !ticker || !name || !exchange || !LISTING.has(exchange) || seen.has(cik)) continue;
    seen.add(cik);
    out.push({ cik, ticker, name });
    if (out.length === limit) break;
  }
  return out;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The companies split in two sets that share none: the eval set (tuning) and the held-out set. */
export function splitCompanies(companies: readonly RelevanceCompany[], seed: string) {
  const all = shuffled(companies, createRng(`split|${seed}`));
  const half = Math.ceil(all.length / 2);
  return { evaluation: all.slice(0, half), heldOut: all.slice(half) };
}

/** Legal forms a user leaves out (the set's own list). */
const LEGAL_FORMS = new Set(
  "inc incorporated corp corporation co company ltd limited plc llc lp sa nv ag se ag n v s a".split(" "),
);

/** The words of a name as typed: lower case, no punctuation but "&", no state suffix ("/DE/"). */
export function typedWords(name: string): string[] {
  return name
    .replace(/\s*\/[A-Za-z0-9 .]{1,12}\/?\s*$/, "")
    .toLowerCase()
    .replace(/[.,'’()]/g, "")
    .replace(/[^a-z0-9&]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/** The name without its legal form at the end (one word at least stays). */
export function plainName(name: string): string {
  const words = typedWords(name);
  while (words.length > 1 && LEGAL_FORMS.has(words.at(-1) ?? "")) words.pop();
  return words.join(" ");
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** One edit (deleted, doubled, replaced or swapped letter) in the longest word, never its first letter. */
export function oneTypo(plain: string, rng: Rng): string {
  const words = plain.split(" ");
  const longest = words.reduce((best, word, i) => (word.length > (words[best] ?? "").length ? i : best), 0);
  const word = words[longest] ?? "";
  if (word.length < 4) return plain;
  const at = 1 + rng.int(word.length - 2);
  const edits = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + (word[at] ?? "") + word.slice(at),
    () => word.slice(0, at) + rng.pick([...LETTERS].filter((c) => c !== word[at])) + word.slice(at + 1),
    () => word.slice(0, at) + (word[at + 1] ?? "") + (word[at] ?? "") + word.slice(at + 2),
  ];
  const edited = rng.pick(edits)();
  words[longest] = edited === word ? word.slice(0, at) + word.slice(at + 1) : edited;
  return words.join(" ");
}

/** Abbreviations and their written-out words, swapped either way (the set's own list). */
const SWAPS: readonly [string, string][] = [
  ["international", "intl"],
  ["corporation", "corp"],
  ["company", "co"],
  ["financial", "finl"],
  ["group", "grp"],
  ["holdings", "hldgs"],
  ["technology", "tech"],
  ["manufacturing", "mfg"],
  ["national", "natl"],
  ["services", "svcs"],
  ["systems", "sys"],
  ["industries", "inds"],
  ["&", "and"],
];

/** The typed name (legal form kept) with its first swappable word swapped; null when none is. */
export function abbreviationSwap(name: string): string | null {
  const words = typedWords(name);
  for (let i = 0; i < words.length; i++) {
    const swap = SWAPS.find(([long, short]) => words[i] === long || words[i] === short);
    if (swap) {
      words[i] = words[i] === swap[0] ? swap[1] : swap[0];
      return words.join(" ");
    }
  }
  return null;
}

/** The plain name's words in another order (null for one word): the last word first. */
export function reordered(plain: string): string | null {
  const words = plain.split(" ").filter((word) => word !== "&");
  if (words.length < 2) return null;
  return [...words.slice(-1), ...words.slice(0, -1)].join(" ");
}

/** The queries of a set of companies: each kind that applies to each company (seeded typos). */
export function relevanceQueries(companies: readonly RelevanceCompany[], seed: string): RelevanceQuery[] {
  return companies.flatMap((company) => {
    const rng = createRng(`queries|${seed}|${company.cik}`);
    const plain = plainName(company.name);
    const swapped = abbreviationSwap(company.name);
    const moved = reordered(plain);
    const typo = oneTypo(plain, rng);
    const queries: [RelevanceKind, string | null, boolean][] = [
      ["plain", plain, false],
      ["typo", typo === plain ? null : typo, false],
      ["ticker", company.ticker.toLowerCase(), false],
      ["abbreviation", swapped, false],
      ["reordered", moved, true],
    ];
    return queries.flatMap(([kind, query, keyword]) => (query ? [{ kind, query, keyword, company }] : []));
  });
}
