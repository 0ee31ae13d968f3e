import { describe, expect, it } from "vitest";
import { sicTitles } from "./sec-sic-codes.ts";

describe("sicTitles", () => {
  it("keeps one title per four-digit code, the most frequent, in code order", () => {
    const rows = [
      { sic: "6021", sic_description: "National Commercial Banks" },
      { sic: "6021", sic_description: "NATIONAL COMMERCIAL BANKS" },
      { sic: "6021", sic_description: "National Commercial Banks" },
      { sic: "1000", sic_description: "Metal Mining" },
      { sic: null, sic_description: "Orphan title" },
      { sic: "7370", sic_description: "" },
      { sic: "99", sic_description: "Too short" },
    ];
    expect(sicTitles(rows)).toEqual([
      ["1000", "Metal Mining"],
      ["6021", "National Commercial Banks"],
    ]);
  });
});
