import { describe, expect, it } from "vitest";
import { areaUnderCurve, bandResults, zoneOf, type BacktestCase } from "./credit-backtest.ts";

const c = (rating: BacktestCase["rating"], zScore: number, seenLater: boolean): BacktestCase => ({
  companyId: String(zScore),
  rating,
  zScore,
  seenLater,
});

describe("credit back-test summary", () => {
  it("counts companies not seen later per band", () => {
    const rows = bandResults([c("AAA", 5, true), c("AAA", 6, false), c("B", 1, false)]);
    expect(rows.find((r) => r.rating === "AAA")).toEqual({ rating: "AAA", companies: 2, notSeenLater: 1, share: 0.5 });
    expect(rows.find((r) => r.rating === "B")).toEqual({ rating: "B", companies: 1, notSeenLater: 1, share: 1 });
    expect(rows.find((r) => r.rating === "BBB")).toEqual({ rating: "BBB", companies: 0, notSeenLater: 0, share: null });
  });

  it("computes the AUC by pairs: lower scores among the companies gone count as wins, ties half", () => {
    // Gone: 1, 3; kept: 2, 4. Pairs (gone < kept): 1<2, 1<4, 3<4 = 3 of 4 -> 0.75.
    expect(areaUnderCurve([c("B", 1, false), c("BBB", 3, false), c("BB", 2, true), c("A", 4, true)])).toBe(0.75);
    // One tie (2 = 2) and one loss (2 > 1): 0.5 / 2 = 0.25.
    expect(areaUnderCurve([c("BB", 2, false), c("BB", 2, true), c("B", 1, true)])).toBe(0.25);
    expect(areaUnderCurve([c("BB", 2, true)])).toBeNull();
  });

  it("puts Altman's zone limits where Altman does", () => {
    expect([zoneOf(1.0999), zoneOf(1.1), zoneOf(2.6), zoneOf(2.6001)]).toEqual(["distress", "grey", "grey", "safe"]);
  });
});
