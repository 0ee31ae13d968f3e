import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ABBREVIATIONS, canonicalWords } from "./name-words.ts";
import { normaliseName } from "./name-normalise.ts";

describe("canonicalWords", () => {
  it("drops a joining word after the first word, keeps a leading one", () => {
    expect(canonicalWords(["johnson", "and", "johnson"])).toEqual(["johnson", "johnson"]);
    expect(canonicalWords(["muller", "und", "sohne"])).toEqual(["muller", "sohne"]);
    expect(canonicalWords(["and", "more"])).toEqual(["and", "more"]);
  });

  it("writes abbreviations out", () => {
    expect(canonicalWords(["honeywell", "intl"])).toEqual(["honeywell", "international"]);
    expect(canonicalWords(["mitsubishi", "ufj", "finl", "grp"])).toEqual(["mitsubishi", "ufj", "financial", "group"]);
  });
});

describe("normaliseName with the word rules: names and queries meet", () => {
  it.each([
    ["JOHNSON & JOHNSON", "johnson and johnson"],
    ["PROCTER & GAMBLE Co", "procter + gamble"],
    ["DEERE & CO", "deere and co"],
    ["HONEYWELL INTERNATIONAL INC", "Honeywell Intl."],
    ["HONEYWELL INTERNATIONAL INC", "honeywell int'l"],
    ["MITSUBISHI UFJ FINANCIAL GROUP INC", "mitsubishi ufj finl grp"],
    ["Acme Manufacturing Holdings Inc", "acme mfg hldgs"],
    ["Nordwind Logistik GmbH", "Nordwind Logistik Gesellschaft mit beschränkter Haftung"],
    ["Yamada Giken KK", "Yamada Giken Kabushiki Kaisha"],
    ["Rossi Societa per Azioni", "Rossi SpA"],
  ])("%s = %s", (name, query) => {
    expect(normaliseName(query)).toBe(normaliseName(name));
  });

  it("keeps names that differ apart", () => {
    expect(normaliseName("Tech Data Corp")).not.toBe(normaliseName("Data Corp"));
    expect(normaliseName("And Co")).toBe("and");
  });
});

describe("migration 0025_search_quality.sql", () => {
  it("writes out the same abbreviations as the TypeScript table", () => {
    const text = readFileSync(new URL("../db/migrations/0025_search_quality.sql", import.meta.url), "utf8");
    const table = text.slice(text.indexOf("VALUES"), text.indexOf(") AS a("));
    const pairs = [...table.matchAll(/\('([a-z]+)', '([a-z]+)'\)/g)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(pairs)).toEqual(ABBREVIATIONS);
    expect(pairs).toHaveLength(Object.keys(ABBREVIATIONS).length);
  });
});
