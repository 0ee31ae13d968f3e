import { describe, expect, it } from "vitest";
import { channelOf, isOpenLeadsSearch } from "./channel.ts";

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
