import { describe, expect, it } from "vitest";
import { parseCountrySearch } from "./sanction-search.ts";

describe("parseCountrySearch", () => {
  it("keeps a programme label, a country code in capitals and a page past the first", () => {
    expect(parseCountrySearch({ label: "ofac-sdn:IRAN", country: "ir", page: "2" })).toEqual({
      label: "ofac-sdn:IRAN",
      country: "IR",
      page: 2,
    });
    expect(parseCountrySearch({ label: "IRAN", country: "IRN", page: 0 })).toEqual({});
    expect(parseCountrySearch({ label: "ofac-sdn: x" })).toEqual({});
  });
});
