import { describe, expect, it } from "vitest";
import {
  assessYear,
  bandOf,
  creditOpinion,
  isStale,
  statementPerYear,
  type RatedYear,
  type StatementFigures,
} from "./credit-model.ts";

const statement = (figures: Partial<StatementFigures>): StatementFigures => ({
  fiscalYear: 2009,
  periodEnd: "2009-12-31",
  periodMonths: 12,
  currency: "USD",
  revenue: null,
  operatingIncome: null,
  totalAssets: null,
  currentAssets: null,
  currentLiabilities: null,
  totalLiabilities: null,
  equity: null,
  retainedEarnings: null,
  ...figures,
});

const rated = (s: StatementFigures): RatedYear => {
  const opinion = assessYear(s);
  if (opinion.status !== "rated") throw new Error(`not rated: ${opinion.missing.join()}`);
  return opinion;
};

describe("credit model (hand-computed cases)", () => {
  it("a sound company: Z'' 5.53, AAA", () => {
    // X1 = (500k - 200k) / 1,000k = 0.3; X2 = 300k / 1,000k = 0.3; X3 = 150k / 1,000k = 0.15; X4 = 600k / 400k = 1.5
    // Z'' = 6.56*0.3 + 3.26*0.3 + 6.72*0.15 + 1.05*1.5 = 1.968 + 0.978 + 1.008 + 1.575 = 5.529 >= 4.90 -> AAA
    // local score = 12.5 * (5.529 + 2.5) = 100.4 -> capped at 100; solvency = 600k / 1,000k = 60 %
    // credit line = min(1,200k / 12 * 1.0, 10 % of 600k) = min(100k, 60k) = 60,000
    const opinion = rated(
      statement({
        revenue: 1_200_000,
        operatingIncome: 150_000,
        totalAssets: 1_000_000,
        currentAssets: 500_000,
        currentLiabilities: 200_000,
        totalLiabilities: 400_000,
        equity: 600_000,
        retainedEarnings: 300_000,
      }),
    );
    expect(opinion.variables).toEqual({ x1: 0.3, x2: 0.3, x3: 0.15, x4: 1.5 });
    expect(opinion.zScore).toBe(5.53);
    expect(opinion).toMatchObject({ rating: "AAA", probabilityOfDefault: 0.01, riskIndicator: "low" });
    expect(opinion).toMatchObject({ localScore: 100, solvencyIndex: 60, creditLine: 60_000 });
  });

  it("a quarter's flows are annualised: Z'' 1.24, B", () => {
    // Operating income 30k a quarter -> 120k a year; revenue 900k a quarter -> 3,600k a year.
    // X1 = 100k / 2,000k = 0.05; X2 = 100k / 2,000k = 0.05; X3 = 120k / 2,000k = 0.06; X4 = 500k / 1,500k = 0.3333
    // Z'' = 0.328 + 0.163 + 0.4032 + 0.35 = 1.2442: 0.50 <= Z'' < 1.50 -> B, PD 3 % -> elevated
    // local score = round(12.5 * 3.7442) = round(46.80) = 47; solvency = 500k / 2,000k = 25 %
    // credit line = min(3,600k / 12 * 0.2, 10 % of 500k) = min(60k, 50k) = 50,000
    const opinion = rated(
      statement({
        periodMonths: 3,
        revenue: 900_000,
        operatingIncome: 30_000,
        totalAssets: 2_000_000,
        currentAssets: 600_000,
        currentLiabilities: 500_000,
        totalLiabilities: 1_500_000,
        equity: 500_000,
        retainedEarnings: 100_000,
      }),
    );
    expect(opinion.variables).toEqual({ x1: 0.05, x2: 0.05, x3: 0.06, x4: 0.3333 });
    expect(opinion.zScore).toBe(1.24);
    expect(opinion).toMatchObject({ rating: "B", probabilityOfDefault: 3, riskIndicator: "elevated" });
    expect(opinion).toMatchObject({ localScore: 47, solvencyIndex: 25, creditLine: 50_000 });
  });

  it("a distressed company with negative equity: Z'' -6.15, C, no credit line", () => {
    // X1 = -400k / 1,000k = -0.4; X2 = -0.8; X3 = -0.1; X4 = -300k / 1,300k = -0.230769
    // Z'' = -2.624 - 2.608 - 0.672 - 0.242308 = -6.146 < -1.50 -> C, PD 40 % -> very high
    // local score = 12.5 * (-3.646) < 1 -> 1; solvency = -30 % -> 0; credit line: factor 0 -> 0
    const opinion = rated(
      statement({
        revenue: 500_000,
        operatingIncome: -100_000,
        totalAssets: 1_000_000,
        currentAssets: 200_000,
        currentLiabilities: 600_000,
        totalLiabilities: 1_300_000,
        equity: -300_000,
        retainedEarnings: -800_000,
      }),
    );
    expect(opinion.zScore).toBe(-6.15);
    expect(opinion).toMatchObject({ rating: "C", probabilityOfDefault: 40, riskIndicator: "very-high" });
    expect(opinion).toMatchObject({ localScore: 1, solvencyIndex: 0, creditLine: 0 });
  });

  it("band floors belong to the band", () => {
    expect(bandOf(4.9).rating).toBe("AAA");
    expect(bandOf(4.8999).rating).toBe("AA");
    expect(bandOf(2.4).rating).toBe("BBB");
    expect(bandOf(2.3999).rating).toBe("BB");
    expect(bandOf(-1.5).rating).toBe("CCC");
    expect(bandOf(-1.5001).rating).toBe("C");
  });

  it("a year missing an input is not rated, and says which", () => {
    const s = statement({ totalAssets: 1, currentAssets: 1, currentLiabilities: 1, totalLiabilities: 1, equity: 0 });
    expect(assessYear(s)).toMatchObject({
      status: "insufficient-data",
      missing: ["retainedEarnings", "operatingIncome"],
    });
    const noLiabilities = { ...s, retainedEarnings: 0, operatingIncome: 0, totalLiabilities: 0 };
    expect(assessYear(noLiabilities)).toMatchObject({ status: "insufficient-data", missing: ["totalLiabilities"] });
  });

  it("a company without statements gets insufficient data, not a rating", () => {
    expect(creditOpinion([], "2026-11-26")).toMatchObject({ status: "insufficient-data", latest: null, history: [] });
  });

  it("inputs more than two years old are stale", () => {
    expect(isStale("2010-03-31", "2026-11-26")).toBe(true);
    expect(isStale("2024-11-25", "2026-11-26")).toBe(true);
    expect(isStale("2024-11-26", "2026-11-26")).toBe(false);
    expect(isStale("2025-12-31", "2026-11-26")).toBe(false);
  });

  it("one statement per fiscal year: the full year first, then the latest period; oldest year first", () => {
    const q2 = statement({ fiscalYear: 2010, periodEnd: "2010-03-27", periodMonths: 6 });
    const q3 = statement({ fiscalYear: 2010, periodEnd: "2010-06-26", periodMonths: 9 });
    const fy = statement({ fiscalYear: 2009, periodEnd: "2009-09-26", periodMonths: 12 });
    const q1 = statement({ fiscalYear: 2009, periodEnd: "2008-12-27", periodMonths: 3 });
    expect(statementPerYear([q2, q1, q3, fy])).toEqual([fy, q3]);
  });

  it("the opinion is the latest year's, stale when its balance sheet is old", () => {
    const old = statement({ fiscalYear: 2009, totalAssets: 10, currentAssets: 5, currentLiabilities: 2 });
    const full = { totalLiabilities: 4, equity: 6, retainedEarnings: 3, operatingIncome: 1.5 };
    const opinion = creditOpinion(
      [
        { ...old, ...full },
        { ...old, fiscalYear: 2010, periodEnd: "2010-12-31" },
      ],
      "2026-11-26",
    );
    expect(opinion.history.map((y) => [y.fiscalYear, y.status])).toEqual([
      [2009, "rated"],
      [2010, "insufficient-data"],
    ]);
    expect(opinion).toMatchObject({ status: "insufficient-data", isStale: true, asOf: "2026-11-26" });
  });
});
