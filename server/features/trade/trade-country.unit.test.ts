import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { csvObjects } from "../../lib/csv-rows.ts";
import { countryAdvantages, rcaMatrix, tradeIntensity } from "./trade-indicators.ts";

const FIXTURE = join(import.meta.dirname, "../../../tests/fixtures/trade/oec-baci-section-exports.csv");

describe("a country's RCA per product (the country page's products tab) against FIXTURES.md set A", () => {
  const rows = csvObjects(readFileSync(FIXTURE, "utf8").replace(/^\uFEFF/, ""));
  const byCountry = new Map<string, Map<string, number>>();
  const world = new Map<string, number>();
  for (const row of rows) {
    const [country, section, value] = [
      row["Exporter Country ID"] ?? "",
      row["Section ID"] ?? "",
      Number(row["Trade Value"]),
    ];
    const own = byCountry.get(country) ?? new Map<string, number>();
    own.set(section, (own.get(section) ?? 0) + value);
    byCountry.set(country, own);
    world.set(section, (world.get(section) ?? 0) + value);
  }
  const worldTotal = [...world.values()].reduce((s, v) => s + v, 0);
  /** Each country from its own row, as the page computes it (absent products count as 0). */
  const perCountry = (country: string) => {
    const own = byCountry.get(country) ?? new Map<string, number>();
    const total = [...own.values()].reduce((s, v) => s + v, 0);
    const products = [...world.keys()].map((product) => ({ product, value: own.get(product) ?? 0 }));
    return countryAdvantages(products, total, world, worldTotal);
  };

  it("section 1 and 9 over the 226 exporters: mean and extremes of test_rca.py to 6 decimals", () => {
    for (const [section, mean, max] of [
      ["1", 3.484895, 47.724923],
      ["9", 1.959028, 75.963223],
    ] as const) {
      const values = [...byCountry.keys()].map((c) => perCountry(c).get(section) ?? Number.NaN);
      expect(values).toHaveLength(226);
      expect(values.reduce((s, v) => s + v, 0) / values.length).toBeCloseTo(mean, 6);
      expect(Math.max(...values)).toBeCloseTo(max, 6);
      expect(Math.min(...values)).toBe(0);
    }
  });

  it("equals the whole-matrix RCA for every country and section", () => {
    const matrix = rcaMatrix(byCountry, [...world.keys()]);
    for (const [country, expected] of matrix) {
      const own = perCountry(country);
      for (const [section, value] of expected)
        expect(own.get(section), `${country} ${section}`).toBeCloseTo(value ?? Number.NaN, 12);
    }
  });
});

describe("trade intensity", () => {
  it("(x_ij / X_i) / (x_wj / X_w): 30 % of i's exports to a j that takes 10 % of world trade is 3", () => {
    expect(tradeIntensity(30, 100, 100, 1000)).toBeCloseTo(3, 12);
    expect(tradeIntensity(30, 0, 100, 1000)).toBeNull();
    expect(tradeIntensity(30, 100, 0, 1000)).toBeNull();
  });
});
