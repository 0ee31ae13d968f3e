import { describe, expect, it } from "vitest";
import { analyseName, type NameWord } from "./name-analysis.ts";
import { compareNames, wordSimilarity } from "./name-score.ts";
import { ENTITY_TUNING, scoreEntry, type ScreeningQuery } from "./entity-score.ts";
import { birth, testEntry } from "./screening-test-entries.ts";

const flat = (word: NameWord) => (word.role === "generic" ? 0.3 : word.role === "particle" ? 0.1 : 1);
const person = (name: string) => analyseName(name, "person");
const org = (name: string) => analyseName(name, "organisation");
const word = (text: string) => person(text).words[0]!;
const query = (name: string, facts: Partial<ScreeningQuery> = {}, kind: "person" | "organisation" = "person") => ({
  names: [analyseName(name, kind)],
  birthDates: [],
  countries: [],
  identifiers: [],
  ...facts,
});

describe("wordSimilarity", () => {
  it("is 1 for equal words and falls with each edit", () => {
    expect(wordSimilarity(word("hassan"), word("hassan"))).toBe(1);
    const one = wordSimilarity(word("hassan"), word("hasan"));
    const two = wordSimilarity(word("hassan"), word("hasn"));
    expect(one).toBeLessThan(1);
    expect(two).toBeLessThan(one);
  });

  it("allows no edit in words of three letters (Ali / Ari), one in words of four", () => {
    expect(wordSimilarity(word("ali"), word("ari"))).toBe(0);
    expect(wordSimilarity(word("jon"), word("john"))).toBeGreaterThan(0.7);
  });

  it("gives words that sound alike and are spelt alike a phonetic similarity, not others", () => {
    expect(wordSimilarity(word("mohammed"), word("muhammad"))).toBeGreaterThanOrEqual(0.8);
    expect(wordSimilarity(word("apple"), word("yupel"))).toBe(0);
  });

  it("matches an initial to a word it starts, and never numbers that differ", () => {
    expect(wordSimilarity(word("j"), word("john"))).toBe(0.6);
    expect(wordSimilarity(word("k"), word("john"))).toBe(0);
    expect(wordSimilarity(word("1"), word("2"))).toBe(0);
  });
});

describe("compareNames", () => {
  it("scores an equal comparable form 1, whatever the order and punctuation", () => {
    expect(compareNames(person("Vladimir Putin"), person("PUTIN, Vladimir"), flat).score).toBe(1);
  });

  it("costs a dropped middle name less than an extra word in the query", () => {
    const dropped = compareNames(person("Usama bin Laden"), person("Usama bin Muhammad bin Laden"), flat).score;
    const extra = compareNames(person("Usama Muhammad Abdallah bin Laden"), person("Usama bin Laden"), flat).score;
    expect(dropped).toBeGreaterThan(0.8);
    expect(extra).toBeLessThan(dropped);
  });

  it("meets glued and split words", () => {
    expect(compareNames(org("Al Qaida"), org("Alqaida"), flat).score).toBeGreaterThan(0.9);
  });

  it("never lets generic words make a match alone", () => {
    const generic = compareNames(org("Golden Star Trading Group"), org("Golden Star Trading Company"), flat);
    expect(generic.score).toBeLessThanOrEqual(0.5);
    const named = compareNames(org("Rosneft Trading"), org("Rosneft Trading"), flat);
    expect(named.score).toBe(1);
  });

  it("lowers names whose numbers disagree (VESSEL 1 / VESSEL 2)", () => {
    const other = compareNames(org("Adrian Darya 1"), org("Adrian Darya 2"), flat).score;
    const same = compareNames(org("Adrian Darya 1"), org("Adrian Darya 1"), flat).score;
    expect(other).toBeLessThan(0.7 * same + 1e-9);
  });

  it("explains itself: the aligned words and the share matched by sound", () => {
    const result = compareNames(person("Muhammad Hasan"), person("Mohammed Hassan"), flat);
    expect(result.pairs.map((p) => `${p.query}~${p.candidate}`).sort()).toEqual(["hasan~hassan", "muhammad~mohammed"]);
    expect(result.phonetic).toBeGreaterThan(0);
  });
});

describe("scoreEntry", () => {
  const putin = testEntry("2", "individual", "PUTIN, Vladimir Vladimirovich", {
    birthDates: [birth(1952, 10, 7)],
    nationalities: [{ country: "Russia", countryCode: "RU", kind: "nationality" }],
  });

  it("scores an exact name alone below 1, so that corroborated matches rank above it", () => {
    const alone = scoreEntry(query("Vladimir Vladimirovich Putin"), putin, flat);
    expect(alone.score).toBe(ENTITY_TUNING.nameOnly);
    const dated = scoreEntry(query("Vladimir Vladimirovich Putin", { birthDates: [birth(1952, 10, 7)] }), putin, flat);
    expect(dated.score).toBe(1);
    expect(dated.features).toMatchObject({ name_match: 1, dob_match: ENTITY_TUNING.dobDayMatch });
  });

  it("lowers the score for another birth year or another country", () => {
    const base = scoreEntry(query("Vladimir Putin"), putin, flat).score;
    const year = scoreEntry(query("Vladimir Putin", { birthDates: [birth(1980)] }), putin, flat);
    expect(year.score).toBeCloseTo(base + ENTITY_TUNING.dobYearDisjoint, 4);
    const country = scoreEntry(query("Vladimir Putin", { countries: ["FR"] }), putin, flat);
    expect(country.features.country_mismatch).toBe(ENTITY_TUNING.countryMismatch);
    expect(country.score).toBeLessThan(base);
  });

  it("counts a day and month swap as half a mismatch", () => {
    const other = scoreEntry(query("Vladimir Putin", { birthDates: [birth(1952, 3, 1)] }), putin, flat).score;
    const swapped = scoreEntry(query("Vladimir Putin", { birthDates: [birth(1952, 7, 10)] }), putin, flat).score;
    expect(swapped).toBeGreaterThan(other);
  });

  it("lets a listed identifier carry the score when the name differs", () => {
    const vessel = testEntry("9", "vessel", "ADRIAN DARYA 1", {
      identifiers: [{ idType: "imo", label: "IMO", value: "9116412", country: null, countryCode: null, notes: null }],
    });
    const result = scoreEntry(query("Grace 1", { identifiers: ["9116412"] }, "organisation"), vessel, flat);
    expect(result.score).toBeGreaterThanOrEqual(ENTITY_TUNING.strongIdentifierMatch);
    expect(result.explanations.identifier_match?.detail).toContain("imo");
  });

  it("keeps a weak alias below the default threshold on its own", () => {
    const entry = testEntry("7", "individual", "MUSTAFA, Kamel", { weakAliases: ["ABU HAMZA"] });
    const result = scoreEntry(query("Abu Hamza"), entry, flat);
    expect(result.score).toBeLessThan(0.7);
  });

  it("spreads scores: a typo, a dropped name and a stranger score apart, in that order", () => {
    const bin = testEntry("1", "individual", "BIN LADIN, Usama bin Muhammad bin Awad");
    const scores = [
      "Usama bin Muhammad bin Awad bin Ladin",
      "Usama bin Muhamad bin Awad bin Ladin",
      "Usama bin Ladin",
      "Osman Lado",
    ].map((name) => scoreEntry(query(name), bin, flat).score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(4);
    expect(scores[3]).toBeLessThan(0.7);
  });
});
