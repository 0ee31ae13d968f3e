import type { AnalysedName, NameWord } from "./name-analysis.ts";
import { compareNames, type NameComparison } from "./name-score.ts";
import type { ScreeningDate, ScreeningEntry } from "./screening-entry.ts";
import { diceOf, trigramsOf } from "./similarity.ts";

/** What a query says about the person or organisation screened, analysed. */
export type ScreeningQuery = {
  names: AnalysedName[];
  birthDates: ScreeningDate[];
  /** ISO 3166 alpha-2, upper case. */
  countries: string[];
  /** Normalised identifiers (normaliseIdentifier). */
  identifiers: string[];
};

/** Constants of the entity score (docs/SCREENING.md explains each). */
export const ENTITY_TUNING = {
  /** An exact name alone scores this much; corroborating facts lift it towards 1. */
  nameOnly: 0.95,
  /** A weak alias (OFAC weak a.k.a., UN low quality) never reaches the default threshold alone. */
  weakAlias: 0.65,
  dobDayMatch: 0.05,
  dobYearMatch: 0.03,
  dobYearDisjoint: -0.15,
  dobDayDisjoint: -0.08,
  countryMatch: 0.03,
  countryMismatch: -0.1,
  /** A listed identifier given exactly carries the score on its own. */
  identifierMatch: 0.95,
  strongIdentifierMatch: 0.98,
} as const;

const STRONG_IDENTIFIERS = new Set([
  "lei",
  "imo",
  "mmsi",
  "swift_bic",
  "passport",
  "national_id",
  "tax_id",
  "registration",
]);

export type Explanation = { score: number; detail: string; query: string | null; candidate: string | null };

export type EntityScore = {
  score: number;
  features: Record<string, number>;
  explanations: Record<string, Explanation>;
};

const round = (value: number) => Math.round(value * 10_000) / 10_000;

type BestName = { comparison: NameComparison; query: AnalysedName; position: number };

function bestName(
  query: ScreeningQuery,
  entry: ScreeningEntry,
  weightOf: (w: NameWord) => number,
  positions: Iterable<number>,
): BestName | null {
  let best: BestName | null = null;
  for (const q of query.names) {
    for (const position of positions) {
      const name = entry.names[position]!;
      const comparison = compareNames(q, name.analysed, weightOf);
      const score = name.isWeak ? Math.min(comparison.score, ENTITY_TUNING.weakAlias) : comparison.score;
      if (!best || score > best.comparison.score) best = { comparison: { ...comparison, score }, query: q, position };
    }
  }
  return best;
}

function dateText(d: ScreeningDate): string {
  return [d.year, d.month, d.day]
    .filter((v) => v !== null)
    .map((v) => String(v).padStart(2, "0"))
    .join("-");
}

function yearsOverlap(q: ScreeningDate, c: ScreeningDate): boolean {
  if (q.year === null || c.year === null) return false;
  const qTo = q.yearTo ?? q.year;
  const cTo = c.yearTo ?? c.year;
  return q.year <= cTo && c.year <= qTo;
}

/** Birth dates: the same day lifts the score, another year lowers it (day and month swapped count half). */
function birthDateFeature(query: ScreeningQuery, entry: ScreeningEntry): [string, Explanation] | null {
  const qs = query.birthDates.filter((d) => d.year !== null);
  const cs = entry.birthDates.filter((d) => d.year !== null);
  if (qs.length === 0 || cs.length === 0) return null;
  const describe = (score: number, detail: string): [string, Explanation] => [
    score >= 0 ? "dob_match" : "dob_mismatch",
    { score, detail, query: qs.map(dateText).join(", "), candidate: cs.map(dateText).join(", ") },
  ];
  const sameDay = qs.some((q) =>
    cs.some((c) => yearsOverlap(q, c) && q.month !== null && q.month === c.month && q.day !== null && q.day === c.day),
  );
  if (sameDay) return describe(ENTITY_TUNING.dobDayMatch, "same birth date");
  const sameYear = qs.filter((q) => cs.some((c) => yearsOverlap(q, c)));
  if (sameYear.length === 0) return describe(ENTITY_TUNING.dobYearDisjoint, "no birth year in common");
  const bothFull = sameYear.some((q) =>
    cs.some((c) => yearsOverlap(q, c) && q.day !== null && c.day !== null && q.month !== null && c.month !== null),
  );
  if (!bothFull) return describe(ENTITY_TUNING.dobYearMatch, "same birth year");
  const swapped = qs.some((q) => cs.some((c) => q.day === c.month && q.month === c.day && yearsOverlap(q, c)));
  const penalty = swapped ? ENTITY_TUNING.dobDayDisjoint / 2 : ENTITY_TUNING.dobDayDisjoint;
  return describe(penalty, swapped ? "same year, day and month swapped" : "same year, another day");
}

function countryFeature(query: ScreeningQuery, entry: ScreeningEntry): [string, Explanation] | null {
  if (query.countries.length === 0 || entry.countries.length === 0) return null;
  const shared = query.countries.filter((c) => entry.countries.includes(c));
  const explanation = (score: number, detail: string): Explanation => ({
    score,
    detail,
    query: query.countries.join(", "),
    candidate: entry.countries.join(", "),
  });
  return shared.length > 0
    ? ["country_match", explanation(ENTITY_TUNING.countryMatch, `country in common: ${shared.join(", ")}`)]
    : ["country_mismatch", explanation(ENTITY_TUNING.countryMismatch, "no country in common")];
}

function identifierFeature(query: ScreeningQuery, entry: ScreeningEntry): [string, Explanation] | null {
  for (const id of entry.identifiers) {
    if (id.normalised.length < 4 || !query.identifiers.includes(id.normalised)) continue;
    const isStrong = STRONG_IDENTIFIERS.has(id.idType);
    const score = isStrong ? ENTITY_TUNING.strongIdentifierMatch : ENTITY_TUNING.identifierMatch;
    return ["identifier_match", { score, detail: `${id.idType} given exactly`, query: id.value, candidate: id.value }];
  }
  return null;
}

/**
 * The score of one list entry for a query (its names at `positions`: the ones retrieval found), feature by feature (logic-v2's shape: the name, or
 * a listed identifier, carries the score; birth date and country qualify it), clamped to [0, 1].
 */
export function scoreEntry(
  query: ScreeningQuery,
  entry: ScreeningEntry,
  weightOf: (word: NameWord) => number,
  positions: Iterable<number> = entry.names.keys(),
  explain = true,
): EntityScore {
  const best = bestName(query, entry, weightOf, positions);
  const features: Record<string, number> = {};
  const explanations: Record<string, Explanation> = {};
  let score = 0;
  if (best) {
    const { comparison, query: q, position } = best;
    const name = entry.names[position]!;
    const feature = name.isWeak ? "weak_alias_match" : "name_match";
    score = comparison.score * ENTITY_TUNING.nameOnly;
    const aligned = !explain
      ? ""
      : comparison.pairs.map((p) => `${p.query}~${p.candidate} ${p.similarity.toFixed(2)}`).join(", ");
    explanations[feature] = { score: round(comparison.score), detail: aligned, query: q.form, candidate: name.name };
    if (explain) {
      const grams = (n: AnalysedName) => n.words.flatMap((w) => trigramsOf(w.text));
      explanations.name_phonetic = {
        score: round(comparison.phonetic),
        detail: "share of the query's weight matched by sound",
        query: q.words.map((w) => w.key).join(" "),
        candidate: name.analysed.words.map((w) => w.key).join(" "),
      };
      explanations.name_ngram = {
        score: round(diceOf(grams(q), grams(name.analysed))),
        detail: "trigram overlap (Dice)",
        query: q.form,
        candidate: name.analysed.form,
      };
    }
  }
  const qualifiers = [birthDateFeature(query, entry), countryFeature(query, entry)];
  if (score > 0) {
    for (const qualifier of qualifiers) {
      if (!qualifier) continue;
      explanations[qualifier[0]] = qualifier[1];
      score += qualifier[1].score;
    }
  }
  const identifier = identifierFeature(query, entry);
  if (identifier) {
    explanations[identifier[0]] = identifier[1];
    score = Math.max(score, identifier[1].score + (best ? 0.02 * best.comparison.score : 0));
  }
  score = round(Math.min(1, Math.max(0, score)));
  for (const [feature, explanation] of Object.entries(explanations)) features[feature] = explanation.score;
  return { score, features, explanations };
}
