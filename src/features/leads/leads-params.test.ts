import { describe, expect, it } from "vitest";
import { answersOf, parseLeadsSearch, postFilterOf, searchOf, withFilter } from "./leads-params.ts";

describe("the leads page's URL", () => {
  it("defaults keyword to 2 and keeps only what the contract accepts", () => {
    expect(parseLeadsSearch({})).toEqual({ keyword: 2 });
    expect(
      parseLeadsSearch({
        keyword: "1",
        role: "trader",
        products: "8471,84713,27,8471",
        countries: "US,usa,DE",
        industries: "C,Z",
        sizes: "small,huge",
        fr: "low,none,bad",
        page: "1",
        size: "7",
        step: "9",
        head: "0",
      }),
    ).toEqual({ keyword: 1, products: "8471,27", countries: "US,DE", industries: "C", sizes: "small", fr: "low,none" });
  });

  it("gives the answers only when role and products are there", () => {
    expect(answersOf(parseLeadsSearch({ products: "8471" }))).toBeNull();
    expect(answersOf(parseLeadsSearch({ role: "seller", products: "8471", sizes: "large" }))).toEqual({
      role: "seller",
      products: ["8471"],
      countries: [],
      industries: [],
      sizes: ["large"],
    });
  });

  it("writes answers and filters back, and a new filter returns to page 1", () => {
    const answers = { role: "buyer" as const, products: ["0901"], countries: ["BR"], industries: [], sizes: [] };
    const filter = { countries: ["BR"], industries: ["G"], sizes: [], risks: ["low" as const] };
    const search = searchOf(answers, filter, { head: "12", page: 3 });
    expect(search).toEqual({
      keyword: 2,
      role: "buyer",
      products: "0901",
      countries: "BR",
      fc: "BR",
      fi: "G",
      fr: "low",
      head: "12",
      page: 3,
    });
    expect(answersOf(search)).toEqual(answers);
    expect(postFilterOf(search)).toEqual(filter);
    expect(withFilter(search, { ...filter, risks: [] }).page).toBeUndefined();
  });
});
