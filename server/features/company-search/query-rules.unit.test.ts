import { describe, expect, it } from "vitest";
import { identifiersOf, pluralOf, singularOf, wordForms } from "./query-rules.ts";
import { keywordQuery } from "./search-plan.ts";

describe("word forms (keyword mode)", () => {
  it.each([
    ["motors", "motor"],
    ["holdings", "holding"],
    ["companies", "company"],
    ["boxes", "box"],
    ["churches", "church"],
    ["glass", "glass"],
    ["industrious", "industrious"],
    ["bus", "bus"],
    ["gas", "gas"],
  ])("singular of %s is %s", (word, singular) => {
    expect(singularOf(word)).toBe(singular);
  });

  it.each([
    ["motor", "motors"],
    ["company", "companies"],
    ["day", "days"],
    ["box", "boxes"],
    ["3m", "3m"],
  ])("plural of %s is %s", (word, plural) => {
    expect(pluralOf(word)).toBe(plural);
  });

  it("matches a word by its singular and plural", () => {
    expect(wordForms("motors")).toEqual(["motors", "motor"]);
    expect(wordForms("motor")).toEqual(["motor", "motors"]);
    expect(wordForms("of")).toEqual(["of"]);
  });

  it("builds the keyword tsquery of every word's forms; the typed last word stays a prefix", () => {
    expect(keywordQuery(["motors", "ford"], false)).toBe("('motors' | 'motor') & ('ford' | 'fords')");
    expect(keywordQuery(["ford", "mot"], true)).toBe("('ford' | 'fords') & 'mot':*");
  });
});

describe("identifiersOf", () => {
  it("reads a ticker, with its share class", () => {
    expect(identifiersOf("nvda")).toEqual({ ticker: "NVDA", cik: null, lei: null });
    expect(identifiersOf("BRK.B")).toEqual({ ticker: "BRK-B", cik: null, lei: null });
    expect(identifiersOf("$ibm")).toEqual({ ticker: "IBM", cik: null, lei: null });
  });

  it("reads a CIK with or without its prefix and zeros", () => {
    expect(identifiersOf("320193")).toEqual({ ticker: null, cik: "0000320193", lei: null });
    expect(identifiersOf("CIK 0000037996")).toEqual({ ticker: null, cik: "0000037996", lei: null });
  });

  it("reads an LEI", () => {
    expect(identifiersOf("HWUPKR0MPOU8FGXBT394")).toEqual({ ticker: null, cik: null, lei: "HWUPKR0MPOU8FGXBT394" });
  });

  it("is none for several words, long words and other text", () => {
    expect(identifiersOf("johnson and johnson")).toBeNull();
    expect(identifiersOf("microsoft")).toBeNull();
    expect(identifiersOf("12345678901")).toBeNull();
    expect(identifiersOf("")).toBeNull();
  });
});
