import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { insertMarketFixture, MARKET_IDS } from "./market.fixture.ts";

const GETS = [
  "/market/getRatingDistribution",
  "/market/getBlockListData",
  "/market/getAttrbuteComparison",
  "/market/getPerformanceComparison",
  "/market/ratingAnalysisCurrent",
  "/businessActivities/getIndustryStatics",
  "/gleagle/csiv4/getPerformance",
];
const POSTS = [
  "ratingRanking",
  "ratingResearchIndustry",
  "ratingAreaNumTable",
  "ratingHistory",
  "ratingNature",
  "ratingSize",
  "enterpriseOverview",
  "financialRatios",
  "ratingNormalDesTable",
  "getMarketAnalysisQuantity",
].map((name) => `/market/${name}`);

const subject = aaaId(MARKET_IDS.subject);
type Counts = { rating: string; count: number }[];
const nonZero = (counts: Counts) => Object.fromEntries(counts.filter((c) => c.count).map((c) => [c.rating, c.count]));

describe("market analysis API (/market/*, getIndustryStatics, csiv4/getPerformance)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertMarketFixture(t.database);
  });
  afterAll(() => t.close());

  const get = async (path: string, query: Record<string, string>, language = "en_US") => {
    const res = await t.app.inject({ method: "GET", url: `/csi${path}`, query, headers: { language } });
    return { status: res.statusCode, body: res.json() };
  };
  const post = async (path: string, payload: Record<string, unknown>, language = "en_US") => {
    const res = await t.app.inject({ method: "POST", url: `/csi${path}`, payload, headers: { language } });
    return { status: res.statusCode, body: res.json() };
  };
  const call = (path: string, ref: Record<string, string>) => (GETS.includes(path) ? get(path, ref) : post(path, ref));

  it("every call: 400 without a company, 404 (translated envelope) for an unknown one", async () => {
    for (const path of GETS) {
      expect((await get(path, {})).status, path).toBe(400);
      const missing = await get(path, { id: "999999999" }, "ja_JP");
      expect(missing.status, path).toBe(404);
      expect(missing.body).toMatchObject({ code: expect.anything(), msg: SERVER_MESSAGES.companyNotFound.ja });
    }
    for (const path of POSTS) {
      expect((await post(path, {})).status, path).toBe(400);
      expect((await post(path, { id: "999999999" })).status, path).toBe(404);
    }
    expect((await post("/market/ratingRanking", { id: subject, pageSize: 1000 })).status).toBe(400);
  });

  it("every call: a company without statements has no cell and empty figures, never invented ones", async () => {
    for (const path of [...GETS, ...POSTS]) {
      const { status, body } = await call(path, { id: aaaId(MARKET_IDS.bare) });
      expect(status, path).toBe(200);
      expect(body.data.cell, path).toBeNull();
      expect(body.data.subject, path).toBeNull();
    }
  });

  it("getRatingDistribution: grades of the DE x ISIC C x micro cell of the latest rated year", async () => {
    const { status, body } = await get("/market/getRatingDistribution", { id: subject });
    expect(status).toBe(200);
    expect(body.data.cell).toEqual({
      countryCode: "DE",
      industryScheme: "isic",
      industryCode: "C",
      industryName: null,
      year: 2024,
      sizeBand: "micro",
      companySizeBand: "micro",
      isDemo: true,
    });
    expect(body.data.subject).toEqual({
      year: 2024,
      periodEnd: "2024-12-31",
      rating: "AAA",
      zScore: 5.53,
      localScore: 100,
    });
    expect(body.data.total).toBe(4);
    expect(body.data.counts).toHaveLength(8);
    expect(nonZero(body.data.counts)).toEqual({ AAA: 2, BBB: 1, CCC: 1 });
  });

  it("ratingRanking and getBlockListData: by Z'' best first, the subject second, real or demo labelled", async () => {
    const { body } = await post("/market/ratingRanking", { id: subject, pageSize: 3 });
    expect(body.data.rank).toBe(2);
    expect(body.data.total).toBe(4);
    expect(body.data.list.map((r: { name: string; rank: number }) => `${r.rank} ${r.name}`)).toEqual([
      "1 Strong Metals AG",
      "2 Subject Metals GmbH",
      "3 Middle Metals GmbH",
    ]);
    expect(body.data.list[1]).toMatchObject({ isSubject: true, isDemo: true, source: "demo-market", rating: "AAA" });
    const page2 = await post("/market/ratingRanking", { id: subject, pageSize: 3, pageNum: 2 });
    expect(page2.body.data.list.map((r: { rank: number; rating: string }) => [r.rank, r.rating])).toEqual([[4, "CCC"]]);
    const block = await get("/market/getBlockListData", { id: subject });
    expect(block.body.data.list.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it("ratingAnalysisCurrent: rank, percentile and the cell's median grade", async () => {
    const { body } = await get("/market/ratingAnalysisCurrent", { aaaId: subject });
    // Z'' of the cell as the model rounds it: 5.79, 5.53, 2.70, 0.26 -> median (5.53 + 2.70) / 2 = 4.115, AA.
    expect(body.data).toMatchObject({ rank: 2, total: 4, percentile: 50, medianRating: "AA" });
    expect(body.data.medianZScore).toBeCloseTo(4.115, 6);
  });

  it("ratingResearchIndustry, ratingAreaNumTable, ratingNature, ratingSize: groups around the cell", async () => {
    const groups = async (path: string) => {
      const { body } = await post(`/market/${path}`, { id: subject });
      return Object.fromEntries(
        body.data.groups.map((g: { key: string; total: number; subjectRating: string | null; counts: Counts }) => [
          g.key,
          [g.total, g.subjectRating, nonZero(g.counts)],
        ]),
      );
    };
    expect(await groups("ratingResearchIndustry")).toEqual({
      C: [5, "AAA", { AAA: 2, BBB: 2, CCC: 1 }],
      G: [2, null, { BBB: 2 }],
    });
    expect(await groups("ratingAreaNumTable")).toEqual({
      DE: [5, "AAA", { AAA: 2, BBB: 2, CCC: 1 }],
      FR: [1, null, { BBB: 1 }],
    });
    expect(await groups("ratingNature")).toEqual({
      unlisted: [4, "AAA", { AAA: 1, BBB: 2, CCC: 1 }],
      listed: [1, null, { AAA: 1 }],
    });
    expect(await groups("ratingSize")).toEqual({
      micro: [4, "AAA", { AAA: 2, BBB: 1, CCC: 1 }],
      medium: [1, null, { BBB: 1 }],
    });
  });

  it("ratingHistory: every year of the industry in the country, oldest first, the subject's grade per year", async () => {
    const { body } = await post("/market/ratingHistory", { id: subject });
    expect(
      body.data.groups.map((g: { key: string; total: number; subjectRating: string }) => [
        g.key,
        g.total,
        g.subjectRating,
      ]),
    ).toEqual([
      ["2023", 2, "B"],
      ["2024", 5, "AAA"],
    ]);
  });

  it("enterpriseOverview, ratingNormalDesTable, financialRatios", async () => {
    const overview = (await post("/market/enterpriseOverview", { id: subject })).body.data;
    expect(overview).toMatchObject({ rated: 4, realCount: 0, demoCount: 4, investmentGradeShare: 75 });
    const norms = (await post("/market/ratingNormalDesTable", { id: subject })).body.data.rows;
    expect(norms[0]).toMatchObject({
      rating: "AAA",
      zFloor: 4.9,
      probabilityOfDefault: 0.01,
      riskIndicator: "low",
      count: 2,
      share: 50,
    });
    expect(norms.at(-1)).toMatchObject({ rating: "C", zFloor: null, count: 0, share: 0 });
    const ratios = (await post("/market/financialRatios", { id: subject })).body.data.rows;
    const x1 = ratios.find((r: { metric: string }) => r.metric === "x1");
    // X1 of the cell: 0.3 (subject), 0.2, 0.1, 0 -> median 0.15; three of four below the subject's 0.3.
    expect(x1).toMatchObject({ subject: 0.3, count: 4, percentile: 75 });
    expect(x1.median).toBeCloseTo(0.15, 6);
  });

  it("getAttrbuteComparison and getPerformanceComparison against the industry in the country", async () => {
    const attributes = (await get("/market/getAttrbuteComparison", { id: subject })).body.data.rows;
    expect(attributes).toEqual([
      { attribute: "nature", value: "unlisted", sharing: 4, total: 5 },
      { attribute: "legalForm", value: "GmbH", sharing: 4, total: 5 },
      { attribute: "status", value: "active", sharing: 5, total: 5 },
      { attribute: "sizeBand", value: "micro", sharing: 4, total: 5 },
      { attribute: "yearsInBusiness", value: "10-19", sharing: 1, total: 5 },
    ]);
    const performance = (await get("/market/getPerformanceComparison", { id: subject })).body.data.rows;
    expect(performance.find((r: { metric: string }) => r.metric === "localScore")).toMatchObject({
      subject: 100,
      count: 4,
    });
    // Net margin 5 % for everybody (net income = revenue / 20).
    expect(performance.find((r: { metric: string }) => r.metric === "netMargin")).toMatchObject({
      subject: 5,
      median: 5,
      percentile: 0,
    });
  });

  it("getMarketAnalysisQuantity takes the spec's form-encoded body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/csi/market/getMarketAnalysisQuantity",
      payload: `id=${subject}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ inCell: 4, inIndustry: 5, inCountry: 7, years: [2023, 2024] });
    const empty = await t.app.inject({
      method: "POST",
      url: "/csi/market/getMarketAnalysisQuantity",
      payload: "id=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("getIndustryStatics: companies sharing each of the subject's attributes that year", async () => {
    const { body } = await get("/businessActivities/getIndustryStatics", { id: subject });
    const rows = Object.fromEntries(
      body.data.rows.map((r: { dimension: string; value: string; companies: number }) => [
        r.dimension,
        [r.value, r.companies],
      ]),
    );
    expect(rows).toEqual({
      country: ["DE", 7],
      industry: ["C", 6],
      companyType: ["GmbH", 7],
      size: ["micro", 7],
      status: ["active", 8],
      yearsInBusiness: ["10-19", 1],
      rating: ["AAA", 2],
    });
  });

  it("csiv4/getPerformance: the industry rating card of the cell", async () => {
    const { body } = await get("/gleagle/csiv4/getPerformance", { id: subject });
    // Weak Metals has a negative operating cash flow: 3 of 4 not negative.
    expect(body.data).toMatchObject({ companies: 4, rating: "AA", cashFlowPositiveShare: 75, profitability: 5 });
    expect(body.data.financialStructure).toBeGreaterThan(0);
  });
});
