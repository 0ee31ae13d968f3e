import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { insertPerformanceFixture, PERF_IDS } from "./performance.fixture.ts";

const NOW = new Date("2026-11-26T12:00:00Z");
// Units of JPY per USD at 2023-12-29: 156.33 / 1.105 (ECB, per euro).
const USD_JPY = 156.33 / 1.105;

describe("POST /csi/performance/*", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    await insertPerformanceFixture(t.database);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: Record<string, unknown>, language = "en_US") => {
    const res = await t.app.inject({
      method: "POST",
      url: `/csi/performance/${path}`,
      payload: body,
      headers: { language },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const subject = { id: aaaId(PERF_IDS.subject) };

  it("answers every call with 404 for an unknown company and 400 without one", async () => {
    for (const path of [
      "getFinancialHighlights",
      "getAbilityPerformance",
      "getPerformanceSummary",
      "getIndustryResearchComparison",
      "getObservationProject",
      "getFinancialsRelateCompany",
    ]) {
      const missing = await post(path, { id: "999999999" }, "ja_JP");
      expect(missing.status, path).toBe(404);
      expect(missing.body.msg).toBe(SERVER_MESSAGES.companyNotFound.ja);
      expect((await post(path, {})).status, path).toBe(400);
      expect((await post(path, { ...subject, currency: "dollars" })).status, path).toBe(400);
    }
  });

  it("getFinancialHighlights: every figure with its period end, currency and filing, newest first", async () => {
    const { status, body } = await post("getFinancialHighlights", subject);
    expect(status).toBe(200);
    const { periods } = body.data;
    expect(body.data.periodType).toBe("annual");
    expect(periods.map((p: { periodEnd: string }) => p.periodEnd)).toEqual(["2023-12-31", "2022-12-31"]);
    expect(periods[0]).toMatchObject({
      periodMonths: 12,
      fiscalYear: 2023,
      fiscalPeriod: "FY",
      reportingCurrency: "USD",
      currency: "USD",
      fxRate: 1,
      form: "10-K",
      filingRef: "0000091001-24-000001",
      filedOn: "2024-02-20",
      source: "test-sec",
      isDemo: false,
      employees: 10,
    });
    expect(periods[0].figures).toMatchObject({
      revenue: 1000,
      costOfRevenue: 600,
      grossProfit: null,
      equity: 800,
      operatingCashFlow: -20,
    });
    const onlyQuarters = await post("getFinancialHighlights", { id: aaaId(PERF_IDS.quarterOnly) });
    expect(onlyQuarters.body.data.periodType).toBe("quarterly");
    expect(onlyQuarters.body.data.periods[0]).toMatchObject({ periodEnd: "2010-03-27", fiscalPeriod: "Q2" });
    const asked = await post("getFinancialHighlights", { id: aaaId(PERF_IDS.quarterOnly), periodType: "annual" });
    expect(asked.body.data).toMatchObject({ periodType: "annual", periods: [] });
    const quarters = await post("getFinancialHighlights", { ...subject, periodType: "quarterly" });
    expect(quarters.body.data.periods.map((p: { fiscalPeriod: string }) => p.fiscalPeriod)).toEqual(["Q1"]);
  });

  it("getFinancialHighlights: converts with the ECB rate of the period end, and says when a rate is missing", async () => {
    const { body } = await post("getFinancialHighlights", { ...subject, currency: "jpy" });
    const [fy2023, fy2022] = body.data.periods;
    expect(fy2023).toMatchObject({ currency: "JPY", reportingCurrency: "USD", fxDate: "2023-12-29" });
    expect(fy2023.fxRate).toBeCloseTo(USD_JPY, 10);
    expect(fy2023.figures.revenue).toBe(Math.round(1000 * USD_JPY * 100) / 100);
    // No rate loaded around 2022-12-31: that year stays in dollars, and the reply says so.
    expect(fy2022).toMatchObject({ currency: "USD", fxRate: 1, fxDate: null });
    expect(fy2022.figures.revenue).toBe(800);
    expect(body.data).toMatchObject({ requestedCurrency: "JPY", conversionMissing: true });
  });

  it("getAbilityPerformance: the five groups, each ratio aligned with the periods, money ratios converted", async () => {
    const { body } = await post("getAbilityPerformance", { ...subject, currency: "EUR" });
    const groups = body.data.groups as {
      group: string;
      ratios: { key: string; unit: string; values: (number | null)[] }[];
    }[];
    expect(groups.map((g) => g.group)).toEqual(["profitability", "operating", "structural", "productivity", "growth"]);
    const ratio = (key: string) => groups.flatMap((g) => g.ratios).find((r) => r.key === key)!;
    expect(ratio("netMargin")).toEqual({ key: "netMargin", unit: "percent", values: [10, 15.625] });
    expect(ratio("currentRatio").values).toEqual([2, 2]);
    expect(ratio("revenueGrowth").values).toEqual([25, null]);
    // 100 USD per employee at 1.105 USD per euro; FY2022 has no rate and stays in dollars (800 / 8).
    expect(ratio("revenuePerEmployee")).toMatchObject({ unit: "money", values: [90.5, 100] });
    expect(body.data.periods.map((p: { currency: string }) => p.currency)).toEqual(["EUR", "USD"]);
    expect(groups.flatMap((g) => g.ratios)).toHaveLength(22);
  });

  it("getPerformanceSummary: the latest full year, one key ratio per group, and the figures' age", async () => {
    const { body } = await post("getPerformanceSummary", subject);
    expect(body.data).toMatchObject({
      statementCount: 3,
      firstPeriodEnd: "2022-12-31",
      lastPeriodEnd: "2024-03-31",
      ageYears: 2,
      isStale: true,
      conversionMissing: false,
    });
    expect(body.data.latest).toMatchObject({ periodEnd: "2023-12-31", figures: { revenue: 1000 } });
    expect(body.data.keyRatios).toEqual([
      { group: "profitability", key: "netMargin", unit: "percent", value: 10 },
      { group: "operating", key: "assetTurnover", unit: "times", value: 0.5 },
      { group: "structural", key: "currentRatio", unit: "times", value: 2 },
      { group: "productivity", key: "revenuePerEmployee", unit: "money", value: 100 },
      { group: "growth", key: "revenueGrowth", unit: "percent", value: 25 },
    ]);
  });

  it("labels demo statements as demo data", async () => {
    const { body } = await post("getFinancialHighlights", { id: aaaId(PERF_IDS.demo) });
    expect(body.data.company).toMatchObject({ isDemo: true });
    expect(body.data.periods[0]).toMatchObject({ source: "demo-1", isDemo: true, currency: "GBP" });
  });

  it("getObservationProject: each check of the latest year with its limit and status", async () => {
    const { body } = await post("getObservationProject", subject);
    const status = Object.fromEntries(
      body.data.items.map((i: { key: string; status: string; value: number | null }) => [i.key, [i.status, i.value]]),
    );
    expect(status).toEqual({
      netMargin: ["ok", 10],
      operatingCashFlow: ["watch", -20],
      currentRatio: ["ok", 2],
      quickRatio: ["ok", 1.76],
      debtRatio: ["ok", 60],
      equityRatio: ["ok", 40],
      interestCover: ["ok", 5],
      revenueGrowth: ["ok", 25],
    });
    expect(body.data.watchCount).toBe(1);
    expect(body.data.period).toMatchObject({ periodEnd: "2023-12-31" });
    const demo = await post("getObservationProject", { id: aaaId(PERF_IDS.demo) });
    expect(demo.body.data.items.find((i: { key: string }) => i.key === "interestCover")).toMatchObject({
      status: "unknown",
      value: null,
    });
  });

  it("getFinancialsRelateCompany: the subject, then its industry peers nearest in revenue", async () => {
    const { body } = await post("getFinancialsRelateCompany", { ...subject, currency: "EUR" });
    expect(body.data.list.map((p: { name: string; isSubject: boolean }) => [p.name, p.isSubject])).toEqual([
      ["Subject Computers Inc", true],
      ["Second Storage Inc", false],
      ["Third Terminals Inc", false],
      ["Large Peripherals Corp", false],
    ]);
    expect(body.data.list[1]).toMatchObject({ currency: "EUR", netMargin: 5, periodEnd: "2023-12-31" });
    expect(body.data.list[1].revenue).toBe(Math.round((2000 / 1.105) * 100) / 100);
  });

  it("getIndustryResearchComparison: the company's industry x country x size band, and where it stands", async () => {
    const { body } = await post("getIndustryResearchComparison", subject);
    expect(body.data.cell).toEqual({
      countryCode: "US",
      industryScheme: "sic",
      industryCode: "35",
      industryName: null,
      year: 2023,
      companySizeBand: "micro",
      sizeBand: "micro",
      isDemo: false,
    });
    const metric = (key: string) => body.data.metrics.find((m: { metric: string }) => m.metric === key);
    // Net margins of the micro band: 5, 10 (the subject), 20; percentile_cont: p90 = 18, p10 = 6.
    expect(metric("netMargin")).toEqual({
      metric: "netMargin",
      unit: "percent",
      companyCount: 3,
      average: 11.6667,
      median: 10,
      topDecile: 18,
      bottomDecile: 6,
      value: 10,
      standing: "aboveMedian",
    });
    // Revenues 1000 (the subject), 2000, 5000: p10 = 1200, so the subject is in the bottom 10 %.
    expect(metric("revenue")).toMatchObject({ unit: "money", median: 2000, value: 1000, standing: "bottom10" });
    expect(metric("returnOnEquity")).toMatchObject({ companyCount: 3, value: 12.5 });
    expect(body.data.currency).toBe("USD");
  });

  it("getIndustryResearchComparison: the whole cell when the company's band has under three companies", async () => {
    const { body } = await post("getIndustryResearchComparison", { id: aaaId(PERF_IDS.large) });
    expect(body.data.cell).toMatchObject({ companySizeBand: "large", sizeBand: "all" });
    const netMargin = body.data.metrics.find((m: { metric: string }) => m.metric === "netMargin");
    // 5, 10, 10, 20: median 10, p90 = 17; the large company's 10 % is at the median.
    expect(netMargin).toMatchObject({ companyCount: 4, median: 10, topDecile: 17, value: 10, standing: "aboveMedian" });
    const alone = await post("getIndustryResearchComparison", { id: aaaId(PERF_IDS.demo) });
    expect(alone.body.data).toMatchObject({ cell: null, metrics: [] });
  });
});
