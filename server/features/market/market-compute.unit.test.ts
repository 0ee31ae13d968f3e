import { describe, expect, it } from "vitest";
import { ageBucket, gradeCounts, gradeOf, percentOf, toGroups } from "./market-compute.ts";
import { ratedRows, type RollupInput } from "./ratings-rollup.ts";

describe("market analysis: pure compute", () => {
  it("gradeCounts: every grade best first, summed per grade", () => {
    const counts = gradeCounts([
      { rating: "BBB", count: 2 },
      { rating: "AAA", count: 1 },
      { rating: "BBB", count: 3 },
    ]);
    expect(counts.map((c) => c.rating)).toEqual(["AAA", "AA", "A", "BBB", "BB", "B", "CCC", "C"]);
    expect(counts.find((c) => c.rating === "BBB")?.count).toBe(5);
    expect(counts.find((c) => c.rating === "C")?.count).toBe(0);
  });

  it("toGroups: totals, mean local score and the subject's grade; largest first", () => {
    const groups = toGroups(
      [
        { key: "DE", rating: "AAA", count: 1, scoreSum: 100 },
        { key: "DE", rating: "B", count: 2, scoreSum: 90 },
        { key: "FR", rating: "A", count: 1, scoreSum: 80 },
      ],
      (key) => (key === "DE" ? "AAA" : null),
    );
    expect(groups.map((g) => [g.key, g.total, g.averageScore, g.subjectRating])).toEqual([
      ["DE", 3, 63.3, "AAA"],
      ["FR", 1, 80, null],
    ]);
  });

  it("gradeOf: the credit model's band of a median Z''", () => {
    expect(gradeOf(4.9)).toBe("AAA");
    expect(gradeOf(4.115)).toBe("AA");
    expect(gradeOf(-5)).toBe("C");
    expect(gradeOf(null)).toBeNull();
  });

  it("percentOf and ageBucket", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBeNull();
    expect(ageBucket(2024, 2020)).toBe("0-4");
    expect(ageBucket(2024, 2015)).toBe("5-9");
    expect(ageBucket(2024, 2012)).toBe("10-19");
    expect(ageBucket(2024, 1990)).toBe("20+");
    expect(ageBucket(2024, null)).toBeNull();
  });

  it("ratedRows: one row per fiscal year the credit model rates, unrated years left out", () => {
    const base: RollupInput = {
      companyId: "7",
      countryCode: "DE",
      scheme: "isic",
      industryCode: "C",
      sizeBand: "micro",
      isListed: false,
      legalForm: "GmbH",
      status: "active",
      foundedYear: 2000,
      netMargin: 5,
      revenueGrowth: null,
      equityRatio: 60,
      currentRatio: 2.5,
      operatingCashFlow: 10,
      source: "demo",
      isDemo: true,
      fiscalYear: 2024,
      periodEnd: "2024-12-31",
      periodMonths: 12,
      currency: "EUR",
      revenue: 1_200_000,
      operatingIncome: 150_000,
      totalAssets: 1_000_000,
      currentAssets: 500_000,
      currentLiabilities: 200_000,
      totalLiabilities: 400_000,
      equity: 600_000,
      retainedEarnings: 300_000,
    };
    const rows = ratedRows([base, { ...base, fiscalYear: 2023, periodEnd: "2023-12-31", retainedEarnings: null }]);
    expect(rows).toHaveLength(1);
    // Z'' = 6.56 * .3 + 3.26 * .3 + 6.72 * .15 + 1.05 * 1.5 = 5.529 -> AAA, local score 100.
    expect(rows[0]!.slice(0, 6)).toEqual(["7", 2024, "2024-12-31", "AAA", 5.53, 100]);
  });
});
