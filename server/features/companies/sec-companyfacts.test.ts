import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "./companies.columns.ts";
import { secCompaniesDataset } from "./sec-companies.loader.ts";
import { secCompanyFactsDataset } from "./sec-companyfacts.loader.ts";
import { secFinancialsDataset } from "./sec-financials.loader.ts";

const NOW = new Date("2026-11-26T12:00:00Z");
const APPLE = 320193;
const COMPANIES = { nvidia: 1045810, alphabet: 1652044, marvell: 1835632 };

// The SEC data sets in the order the server loads them at first start (registrants, FSDS 2009q3 and
// 2010q2, the shipped companyfacts; GLEIF left out, it adds no statements): the profile's
// performance calls answer recent years.
describe("SEC companyfacts at first start: recent annual figures", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      datasets: [secCompaniesDataset, secFinancialsDataset, secCompanyFactsDataset],
      now: () => NOW,
    });
  });
  afterAll(() => t.close());

  const post = async (path: string, id: number) => {
    const res = await t.app.inject({ method: "POST", url: `/csi/${path}`, payload: { id: aaaId(id) } });
    expect(res.statusCode, path).toBe(200);
    return res.json().data;
  };

  it("getFinancialHighlights: Apple's fiscal years 2025 and 2024 first, each with its period and filing", async () => {
    const { periodType, periods } = await post("performance/getFinancialHighlights", APPLE);
    expect(periodType).toBe("annual");
    expect(periods[0]).toMatchObject({
      periodEnd: "2025-09-30",
      fiscalYear: 2025,
      fiscalPeriod: "FY",
      form: "10-K",
      filingRef: "0000320193-25-000079",
      source: "sec-companyfacts",
      isDemo: false,
      figures: { revenue: 416_161_000_000, netIncome: 112_010_000_000 },
    });
    expect(periods[1]).toMatchObject({
      periodEnd: "2024-09-30",
      fiscalYear: 2024,
      figures: { revenue: 391_035_000_000, netIncome: 93_736_000_000 },
    });
  });

  it("getPerformanceSummary and getAbilityPerformance: the latest year is recent, not stale", async () => {
    const summary = await post("performance/getPerformanceSummary", APPLE);
    expect(summary).toMatchObject({ lastPeriodEnd: "2025-09-30", isStale: false });
    expect(summary.latest).toMatchObject({ periodEnd: "2025-09-30", fiscalYear: 2025 });
    const ratios = await post("performance/getAbilityPerformance", APPLE);
    expect(ratios.periods[0]).toMatchObject({ periodEnd: "2025-09-30" });
  });

  it("the credit opinion rates Apple on its FY2025 10-K, with current inputs", async () => {
    const opinion = await post("creadit/getCreditAssessment", APPLE);
    expect(opinion).toMatchObject({ status: "rated", isStale: false });
    expect(JSON.stringify(opinion)).toContain("2025-09-30");
  });

  it("NVIDIA, Alphabet and Marvell show a fiscal year 2024 or later", async () => {
    for (const [name, id] of Object.entries(COMPANIES)) {
      const { periods } = await post("performance/getFinancialHighlights", id);
      expect(periods[0]?.fiscalYear, name).toBeGreaterThanOrEqual(2024);
      expect(periods[0]?.source, name).toBe("sec-companyfacts");
    }
  });
});
