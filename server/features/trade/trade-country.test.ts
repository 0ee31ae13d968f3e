import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { refreshTradeRollups } from "./trade-rollups.ts";

type Flow = [reporter: string, flow: "export" | "import", partner: string, hs: string, year: number, value: number];

/**
 * Hand-made HS6 flows (each also counts at HS4 and HS2). 2024: US exports 100 (crude) + 50 (cars) to CA
 * and 30 to MX; US imports 300 from CA (mirror of CA's export report, kept as the exporter's) and a demo
 * 40 from CN. 2023: US exports 80 to CA. Other countries' flows give the world totals.
 */
const REAL: Flow[] = [
  ["US", "export", "CA", "270900", 2024, 100],
  ["US", "export", "CA", "870323", 2024, 50],
  ["US", "export", "MX", "270900", 2024, 30],
  ["CA", "export", "US", "270900", 2024, 300],
  ["US", "import", "CA", "270900", 2024, 320],
  ["MX", "export", "CA", "870323", 2024, 200],
  ["US", "export", "CA", "270900", 2023, 80],
];
const DEMO: Flow[] = [["CN", "export", "US", "870323", 2024, 40]];

describe("trade by country (GET /trade/country/*)", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const insert = async (flows: Flow[], source: string, isDemo = false) => {
    for (const [reporter, flow, partner, hs, year, value] of flows) {
      await sql`INSERT INTO trade_flows (reporter_code, partner_code, flow, hs_code, period, year, value_usd, source, is_demo)
        VALUES (${reporter}, ${partner}, ${flow}, ${hs}, ${String(year)}, ${year}, ${value}, ${source}, ${isDemo})`.execute(
        db(),
      );
    }
  };
  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ method: "GET", url: `/csi/trade/country/${path}?${search.toString()}` });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const data = async (path: string, query: Record<string, string | number> = {}) => {
    const res = await get(path, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: expect.any(String) });
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset, hsDataset] });
    await insert(REAL, "test-real");
    await insert(DEMO, "demo", true);
    await refreshTradeRollups(db());
    await sql`INSERT INTO macro_indicators (indicator, entity_code, entity_name, country_code, year, value, source)
      VALUES ('gdp_usd', 'USA', 'United States', 'US', 2023, 27000, 'wb'), ('gdp_usd', 'USA', 'United States', 'US', 2024, 2900, 'wb'),
        ('population', 'USA', 'United States', 'US', 2024, 29, 'wb')`.execute(db());
    await sql`INSERT INTO companies (id, aaa_id, name, country_code, source, is_demo) VALUES
      (1, 'A1', 'Alpha', 'US', 'demo', true), (2, 'A2', 'Beta', 'US', 'demo', true), (3, 'A3', 'Gamma', 'CA', 'demo', true)`.execute(
      db(),
    );
    await sql`INSERT INTO credit_assessments (company_id, year, rating, local_score, probability_of_default, risk_indicator, source, is_demo)
      VALUES (1, 2024, 'A', 80, 1, 'low', 'demo', true), (2, 2024, 'B', 40, 5, 'high', 'demo', true),
        (1, 2023, 'B', 50, 4, 'high', 'demo', true), (3, 2024, 'C', 10, 20, 'very-high', 'demo', true)`.execute(db());
    await sql`INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
        hs_code, origin_country, destination_country, quantity, quantity_unit, source, is_demo) VALUES
      (1, 1, 'monthly-import', '2024-03-01', 1, 'ALPHA', '270900', 'CA', 'US', 10, 'kbbl', 'eia', false),
      (1, 2, 'monthly-import', '2024-04-01', 1, 'ALPHA', '270900', 'MX', 'US', 5, 'kbbl', 'eia', false),
      (2, 3, 'monthly-import', '2024-04-01', 2, 'BETA', '271000', 'CA', 'US', 7, 'kbbl', 'eia', false)`.execute(db());
  });
  afterAll(() => t.close());

  it("selectHasDataYears and selectHasDataYearsWithImportOrExport: years newest first, per direction", async () => {
    expect(await data("selectHasDataYears", { countryCode: "US" })).toEqual({ years: [2024, 2023] });
    expect(await data("selectHasDataYearsWithImportOrExport", { countryCode: "US", flow: "import" })).toEqual({
      flow: "import",
      years: [2024],
    });
    expect(await data("selectHasDataYears", { countryCode: "FR" })).toEqual({ years: [] });
  });

  it("answers 404 for a code that is no country and 400 for malformed input", async () => {
    const missing = await get("showCountryTradeData", { countryCode: "XX" });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
    for (const [path, query] of [
      ["showCountryData", { countryCode: "usa" }],
      ["showCountryData", {}],
      ["showTradeDataFromOtherCountries", { countryCode: "US", flow: "sideways" }],
      ["showProductsAggregationByCountry", { countryCode: "US", level: 3 }],
      ["showTradeTrendsOfTargetCountries", { countryCode: "US", partners: "CA;MX" }],
      ["showNationalTradeEnterprises", { countryCode: "US", period: "2024-13" }],
      ["showTopCountryTradeData", { limit: 0 }],
    ] as const) {
      const res = await get(path, query);
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: null });
    }
    expect((await get("not-a-hash")).status).toBe(400);
  });

  it("showCountryTradeData: exports, imports, balance, growth, partners and sources of a year", async () => {
    const trade = await data("showCountryTradeData", { countryCode: "US" });
    expect(trade).toMatchObject({
      countryCode: "US",
      years: [2024, 2023],
      year: 2024,
      exports: 180,
      imports: 340,
      balance: -160,
      exportPartners: 2,
      importPartners: 2,
      topExportPartner: "CA",
      topImportPartner: "CA",
      sources: [
        { source: "test-real", isDemo: false },
        { source: "demo", isDemo: true },
      ],
    });
    expect(trade.exportsGrowth).toBeCloseTo(180 / 80 - 1, 12);
    expect(trade.importsGrowth).toBeNull();
    expect(trade.demoShare).toBeCloseTo(40 / 520, 12);
    expect(await data("showCountryTradeData", { countryCode: "US", year: 2023 })).toMatchObject({
      exports: 80,
      imports: 0,
      exportsGrowth: null,
    });
  });

  it("showTradeDataTrends: both directions by year, growth and CAGR", async () => {
    const trends = await data("showTradeDataTrends", { countryCode: "US" });
    expect(
      trends.rows.map((r: { year: number; exports: number; imports: number }) => [r.year, r.exports, r.imports]),
    ).toEqual([
      [2023, 80, 0],
      [2024, 180, 340],
    ]);
    expect(trends.exportsCagr).toBeCloseTo(180 / 80 - 1, 12);
    expect(trends.importsCagr).toBeNull();
  });

  it("showCountryData: World Bank GDP and population, GDP per head, trade to GDP, labelled sources", async () => {
    const country = await data("showCountryData", { countryCode: "US" });
    expect(country).toMatchObject({
      countryCode: "US",
      name: expect.any(String),
      isoNumeric: 840,
      gdp: { year: 2024, value: 2900 },
      population: { year: 2024, value: 29 },
      gdpPerCapita: 100,
      trade: { year: 2024, exports: 180, imports: 340, balance: -160 },
    });
    expect(country.trade.tradeToGdp).toBeCloseTo(520 / 2900, 12);
    expect(country.history).toEqual([
      { year: 2023, gdp: 27000, population: null },
      { year: 2024, gdp: 2900, population: 29 },
    ]);
    expect(country.sources[0]).toMatchObject({ isDemo: false, source: expect.stringContaining("World Bank") });
  });

  it("getTradeMapTrendData and showTradeDataFromOtherCountries: partners with share, growth, intensity, HHI", async () => {
    const map = await data("getTradeMapTrendData", { countryCode: "US", flow: "export" });
    expect(map).toMatchObject({ year: 2024, flow: "export", total: 180, partners: 2 });
    expect(map.rows.map((r: { countryCode: string; isoNumeric: number }) => [r.countryCode, r.isoNumeric])).toEqual([
      ["CA", 124],
      ["MX", 484],
    ]);
    const ranking = await data("showTradeDataFromOtherCountries", { countryCode: "US", flow: "export", limit: 1 });
    expect(ranking.rows).toHaveLength(1);
    const canada = ranking.rows[0];
    expect(canada.share).toBeCloseTo(150 / 180, 12);
    expect(canada.growth).toBeCloseTo(150 / 80 - 1, 12);
    // World imports of CA = 150 (US) + 200 (MX) = 350; world trade 2024 = 180 + 300 + 200 + 40 = 720.
    expect(canada.intensity).toBeCloseTo(150 / 180 / (350 / 720), 12);
    expect(ranking.hhi).toBeCloseTo((150 / 180) ** 2 + (30 / 180) ** 2, 12);
    const imports = await data("showTradeDataFromOtherCountries", { countryCode: "US", flow: "import" });
    expect(imports.rows.map((r: { countryCode: string; isDemo: boolean }) => [r.countryCode, r.isDemo])).toEqual([
      ["CA", false],
      ["CN", true],
    ]);
    expect(imports.rows[0].value).toBe(300);
  });

  it("showTradeTrendsOfTargetCountries: the top partners' (or the chosen ones') trade by year", async () => {
    const top = await data("showTradeTrendsOfTargetCountries", { countryCode: "US" });
    expect(top.years).toEqual([2023, 2024]);
    expect(top.series.map((s: { countryCode: string }) => s.countryCode)).toEqual(["CA", "MX"]);
    expect(top.series[0].values).toEqual([
      { year: 2023, value: 80, share: 1 },
      { year: 2024, value: 150, share: 150 / 180 },
    ]);
    const chosen = await data("showTradeTrendsOfTargetCountries", { countryCode: "US", partners: "MX,FR" });
    expect(chosen.series).toEqual([
      { countryCode: "MX", values: [{ year: 2024, value: 30, share: 30 / 180 }] },
      { countryCode: "FR", values: [] },
    ]);
  });

  it("showProductsAggregationByCountry: the country's chapters or headings, world share, growth and RCA", async () => {
    const chapters = await data("showProductsAggregationByCountry", { countryCode: "US", flow: "export" });
    expect(chapters).toMatchObject({ year: 2024, flow: "export", level: 2, total: 180, products: 2, advantaged: 1 });
    const fuels = chapters.rows[0];
    expect(fuels).toMatchObject({ hsCode: "27", value: 130, isDemo: false });
    expect(fuels.hsCodeDescription).toMatch(/Mineral fuels/);
    expect(fuels.share).toBeCloseTo(130 / 180, 12);
    // World exports of chapter 27: 130 (US) + 300 (CA) = 430 of 720.
    expect(fuels.worldShare).toBeCloseTo(130 / 430, 12);
    expect(fuels.rca).toBeCloseTo(130 / 180 / (430 / 720), 12);
    expect(fuels.growth).toBeCloseTo(130 / 80 - 1, 12);
    const cars = chapters.rows[1];
    expect(cars.rca).toBeCloseTo(50 / 180 / (290 / 720), 12);
    const headings = await data("showProductsAggregationByCountry", { countryCode: "US", flow: "import", level: 4 });
    expect(headings.rows.map((r: { hsCode: string; value: number; rca: null }) => [r.hsCode, r.value, r.rca])).toEqual([
      ["2709", 300, null],
      ["8703", 40, null],
    ]);
    expect(headings.advantaged).toBeNull();
  });

  it("showTopCountryTradeData and topCountryHasDataYearsWithImportOrExport: countries ranked by their trade", async () => {
    const top = await data("showTopCountryTradeData", { flow: "export" });
    expect(top).toMatchObject({ year: 2024, total: 720, countries: 4 });
    expect(top.rows.map((r: { countryCode: string; value: number }) => [r.countryCode, r.value])).toEqual([
      ["CA", 300],
      ["MX", 200],
      ["US", 180],
      ["CN", 40],
    ]);
    expect(top.rows[2].growth).toBeCloseTo(180 / 80 - 1, 12);
    expect(top.rows[3].isDemo).toBe(true);
    const importers = await data("showTopCountryTradeData", { flow: "import", year: 2023 });
    expect(importers.rows).toEqual([{ countryCode: "CA", value: 80, share: 1, growth: null, isDemo: false }]);
    expect(await data("topCountryHasDataYearsWithImportOrExport", { flow: "import" })).toEqual({
      flow: "import",
      years: [2024, 2023],
    });
  });

  it("showCountryTradeDataForAnalysis names the detail set by its content hash; {hash} answers it until it changes", async () => {
    const summary = await data("showCountryTradeDataForAnalysis", { countryCode: "US", flow: "export" });
    expect(summary).toMatchObject({ countryCode: "US", year: 2024, total: 180, partners: 2, products: 2, rows: 3 });
    expect(summary.hash).toMatch(/^US-2024-export-[0-9a-f]{16}$/);
    const res = await get(summary.hash);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.body.data.rows).toEqual([
      { partner: "CA", hsCode: "27", value: 100, isDemo: false },
      { partner: "CA", hsCode: "87", value: 50, isDemo: false },
      { partner: "MX", hsCode: "27", value: 30, isDemo: false },
    ]);
    await insert([["US", "export", "FR", "870323", 2024, 5]], "test-real");
    await refreshTradeRollups(db());
    const stale = await get(summary.hash);
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ code: 404, data: null });
    const fresh = await data("showCountryTradeDataForAnalysis", { countryCode: "US", flow: "export" });
    expect(fresh.hash).not.toBe(summary.hash);
    await sql`DELETE FROM trade_flows WHERE partner_code = 'FR'`.execute(db());
    await refreshTradeRollups(db());
    expect((await get(summary.hash)).status).toBe(200);
  });

  it("hasDataYearMonthWithImportOrExport and showNationalTradeEnterprises: company records by month", async () => {
    expect(await data("hasDataYearMonthWithImportOrExport", { countryCode: "US", flow: "import" })).toEqual({
      flow: "import",
      months: ["2024-04", "2024-03"],
    });
    expect((await data("hasDataYearMonthWithImportOrExport", { countryCode: "US", flow: "export" })).months).toEqual(
      [],
    );
    const all = await data("showNationalTradeEnterprises", { countryCode: "US" });
    expect(all).toMatchObject({ flow: "import", period: null, companies: 2 });
    expect(all.rows[0]).toEqual({
      companyId: "1",
      name: "ALPHA",
      records: 2,
      partners: ["CA", "MX"],
      products: ["270900"],
      quantity: 15,
      quantityUnit: "kbbl",
      value: null,
      firstDate: "2024-03-01",
      lastDate: "2024-04-01",
      source: "eia",
      isDemo: false,
    });
    const march = await data("showNationalTradeEnterprises", { countryCode: "US", period: "2024-03" });
    expect(march.rows.map((r: { name: string; records: number }) => [r.name, r.records])).toEqual([["ALPHA", 1]]);
  });

  it("showCountryRatings: the latest year's rating distribution of the country's companies", async () => {
    const us = await data("showCountryRatings", { countryCode: "US" });
    expect(us).toEqual({
      countryCode: "US",
      year: 2024,
      companies: 2,
      averageScore: 60,
      averageDefaultProbability: 3,
      ratings: [
        { rating: "A", companies: 1 },
        { rating: "B", companies: 1 },
      ],
      riskIndicators: [
        { riskIndicator: "high", companies: 1 },
        { riskIndicator: "low", companies: 1 },
      ],
      demoShare: 1,
    });
    expect(await data("showCountryRatings", { countryCode: "FR" })).toMatchObject({
      year: null,
      companies: 0,
      ratings: [],
    });
  });
});
