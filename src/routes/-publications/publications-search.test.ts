import { describe, expect, it } from "vitest";
import { parseLawsuitSearch, parseNewsSearch } from "./publications-search.ts";

describe("parseNewsSearch", () => {
  it("keeps the filters it knows, trimmed and bounded, and drops the rest", () => {
    expect(
      parseNewsSearch({ keyword: "  supply ", impact: "negative", country: "de", page: "3", category: "legal", x: 1 }),
    ).toEqual({ keyword: "supply", impact: "negative", country: "DE", page: 3, category: "legal" });
    expect(parseNewsSearch({ impact: "awful", country: "DEU", page: "1", keyword: 5 })).toEqual({});
    expect(parseNewsSearch({ keyword: "x".repeat(300) }).keyword).toHaveLength(200);
  });
});

describe("parseLawsuitSearch", () => {
  it("takes a known status and role and a page past the first", () => {
    expect(parseLawsuitSearch({ status: "won", role: "plaintiff", page: 2 })).toEqual({
      status: "won",
      role: "plaintiff",
      page: 2,
    });
    expect(parseLawsuitSearch({ status: "open", role: "judge", page: "x" })).toEqual({});
  });
});
