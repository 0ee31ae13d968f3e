import { describe, expect, it } from "vitest";
import { parseSecuritySearch } from "./security-tabs.ts";

describe("account security search params", () => {
  it("keeps a known tab and an in-range year and month", () => {
    expect(parseSecuritySearch({ tab: "history", year: 2026, month: "11" })).toEqual({
      tab: "history",
      year: 2026,
      month: 11,
    });
  });

  it("drops unknown tabs and out-of-range or non-integer values", () => {
    expect(parseSecuritySearch({ tab: "admin", year: 1999, month: 13 })).toEqual({});
    expect(parseSecuritySearch({ year: "2026.5", month: 0 })).toEqual({});
    expect(parseSecuritySearch({})).toEqual({});
  });
});
