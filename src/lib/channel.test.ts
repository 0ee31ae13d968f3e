import { describe, expect, it } from "vitest";
import { channelOf, isOpenLeadsSearch, parseHomeSearch } from "./channel.ts";

describe("channelOf", () => {
  it("names the search channel of a page", () => {
    expect(channelOf("/home", {})).toBe("companies");
    expect(channelOf("/home", { Detail: "Trade" })).toBe("trade");
    expect(channelOf("/index", {})).toBe("companies");
    expect(channelOf("/index/tradeCompany/Trade/42/tradeMap/map", {})).toBe("trade");
    expect(channelOf("/index/TradeProduct/TradeDetail/8703", {})).toBe("trade");
    expect(channelOf("/index/list/risk", { keyword: 2 })).toBe("leads");
    expect(channelOf("/index/list/company", {})).toBe("companies");
  });
});

describe("isOpenLeadsSearch", () => {
  it("is the leads search with keyword 2, its default", () => {
    expect(isOpenLeadsSearch("/index/list/risk", {})).toBe(true);
    expect(isOpenLeadsSearch("/index/list/risk", { keyword: "2" })).toBe(true);
    expect(isOpenLeadsSearch("/index/list/risk", { keyword: 1 })).toBe(false);
    expect(isOpenLeadsSearch("/index", {})).toBe(false);
  });
});

describe("parseHomeSearch", () => {
  it("keeps the trade home's product search, bounded, and drops it elsewhere", () => {
    expect(parseHomeSearch({ Detail: "Trade", keyword: " crude oil ", page: "3" })).toEqual({
      Detail: "Trade",
      keyword: "crude oil",
      page: 3,
    });
    // The router hands a numeric-looking keyword over as a number.
    expect(parseHomeSearch({ Detail: "Trade", keyword: 27 })).toEqual({ Detail: "Trade", keyword: "27" });
    expect(parseHomeSearch({ Detail: "Trade", keyword: "x".repeat(300), page: "-4" })).toEqual({
      Detail: "Trade",
      keyword: "x".repeat(100),
    });
    expect(parseHomeSearch({ Detail: "Trade", page: 2 })).toEqual({ Detail: "Trade" });
    expect(parseHomeSearch({ keyword: "oil" })).toEqual({});
  });

  it("keeps the kind of trade search and, for companies, valid filters and order only", () => {
    expect(parseHomeSearch({ Detail: "Trade", by: "country" })).toEqual({ Detail: "Trade", by: "country" });
    expect(parseHomeSearch({ Detail: "Trade", by: "vessel", keyword: "x" })).toEqual({ Detail: "Trade", keyword: "x" });
    const search = { Detail: "Trade", by: "company", keyword: "acme", country: "US", flow: "export", hsChapter: 27 };
    expect(parseHomeSearch({ ...search, year: "2024", sort: "value", order: "asc" })).toEqual({
      Detail: "Trade",
      by: "company",
      keyword: "acme",
      country: "US",
      flow: "export",
      hsChapter: "27",
      year: 2024,
      sort: "value",
      order: "asc",
    });
    expect(
      parseHomeSearch({ ...search, country: "usa", flow: "both", hsChapter: "2709", year: 1, sort: "records" }),
    ).toEqual({ Detail: "Trade", by: "company", keyword: "acme" });
    // Filters belong to a company search: none without the text.
    expect(parseHomeSearch({ Detail: "Trade", by: "company", country: "US" })).toEqual({
      Detail: "Trade",
      by: "company",
    });
  });
});
