import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { csvObjects } from "../../lib/csv-rows.ts";
import {
  compoundAnnualGrowth,
  concentration,
  growth,
  marketShare,
  rcaMatrix,
  revealedComparativeAdvantage,
} from "./trade-indicators.ts";

const FIXTURE = join(import.meta.dirname, "../../../tests/fixtures/trade/oec-baci-section-exports.csv");

/** pandas describe(): sample sd (n-1), quartiles by linear interpolation (type 7). */
function describeValues(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const mean = sorted.reduce((s, v) => s + v, 0) / n;
  const std = Math.sqrt(sorted.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  const quantile = (q: number) => {
    const pos = (n - 1) * q;
    const lo = Math.floor(pos);
    return (sorted[lo] ?? 0) + ((sorted[Math.ceil(pos)] ?? 0) - (sorted[lo] ?? 0)) * (pos - lo);
  };
  return {
    count: n,
    mean,
    std,
    min: sorted[0],
    q25: quantile(0.25),
    q50: quantile(0.5),
    q75: quantile(0.75),
    max: sorted[n - 1],
  };
}

describe("revealed comparative advantage against FIXTURES.md set A (OEC / BACI sections)", () => {
  const rows = csvObjects(readFileSync(FIXTURE, "utf8").replace(/^\uFEFF/, ""));
  const matrix = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const country = row["Exporter Country ID"] ?? "";
    const section = row["Section ID"] ?? "";
    const byProduct = matrix.get(country) ?? new Map<string, number>();
    byProduct.set(section, (byProduct.get(section) ?? 0) + Number(row["Trade Value"]));
    matrix.set(country, byProduct);
  }
  const sections = [...new Set(rows.map((r) => r["Section ID"] ?? ""))];
  const rca = rcaMatrix(matrix, sections);
  const column = (section: string) => [...rca.values()].map((r) => r.get(section) ?? Number.NaN);

  it("reads 4,634 rows of 226 exporters", () => {
    expect(rows).toHaveLength(4634);
    expect(matrix.size).toBe(226);
  });

  it.each([
    ["1", { mean: 3.484895, std: 8.261088, min: 0, q25: 0.1291, q50: 0.718371, q75: 2.165564, max: 47.724923 }],
    ["9", { mean: 1.959028, std: 6.469812, min: 0, q25: 0.040933, q50: 0.267903, q75: 1.264129, max: 75.963223 }],
  ])("section %s: the summary statistics of test_rca.py to 6 decimals", (section, expected) => {
    const stats = describeValues(column(section));
    expect(stats.count).toBe(226);
    for (const [key, value] of Object.entries(expected)) {
      expect(stats[key as keyof typeof stats], key).toBeCloseTo(value, 6);
    }
  });
});

describe("hand-computed cases", () => {
  it("RCA: a country with 50 % of its exports in a product that is 10 % of world trade has RCA 5", () => {
    expect(revealedComparativeAdvantage(50, 100, 100, 1000)).toBe(5);
    expect(revealedComparativeAdvantage(10, 0, 100, 1000)).toBeNull();
    expect(revealedComparativeAdvantage(0, 100, 0, 1000)).toBeNull();
  });

  it("market share and growth; undefined ratios are null", () => {
    expect(marketShare(25, 200)).toBe(0.125);
    expect(marketShare(25, 0)).toBeNull();
    expect(growth(120, 100)).toBeCloseTo(0.2, 12);
    expect(growth(120, null)).toBeNull();
    expect(growth(0, 50)).toBe(-1);
  });

  it("CAGR: 100 to 121 over two years is 10 % a year", () => {
    expect(compoundAnnualGrowth(100, 121, 2)).toBeCloseTo(0.1, 12);
    expect(compoundAnnualGrowth(0, 121, 2)).toBeNull();
    expect(compoundAnnualGrowth(100, 121, 0)).toBeNull();
  });

  it("HHI: shares 0.5, 0.3, 0.2 give 0.38, normalised (0.38 - 1/3) / (2/3) = 0.07", () => {
    const c = concentration([50, 30, 20, 0]);
    expect(c?.hhi).toBeCloseTo(0.38, 12);
    expect(c?.normalised).toBeCloseTo(0.07, 12);
    expect(concentration([7])).toEqual({ hhi: 1, normalised: 1 });
    expect(concentration([25, 25, 25, 25])?.normalised).toBeCloseTo(0, 12);
    expect(concentration([])).toBeNull();
  });
});
