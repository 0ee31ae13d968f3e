import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { refreshTradeRollups } from "./trade-rollups.ts";

type Flow = [reporter: string, flow: "export" | "import", partner: string, hs: string, period: string, value: number];

/**
 * Hand-made flows whose roll-ups are computed by hand below: a mirrored flow (SA->US reported by both),
 * a flow only the importer reports (CA->US), demo flows (one hidden by a real report of the same flow),
 * monthly rows, and port-level rows of an HS2-only source.
 */
const REAL: Flow[] = [
  ["SA", "export", "US", "270900", "2024", 100],
  ["US", "import", "SA", "270900", "2024", 110],
  ["US", "import", "CA", "270900", "2024", 300],
  ["CA", "export", "CN", "270900", "2024", 50],
  ["SA", "export", "US", "271000", "2024", 20],
  ["SA", "export", "US", "270900", "2023", 80],
  ["US", "import", "CA", "270900", "2023", 250],
];
const DEMO: Flow[] = [
  ["RU", "export", "CN", "270900", "2024", 40],
  ["SA", "export", "US", "270900", "2024", 999],
];
const MONTHLY: Flow[] = [
  ["JP", "import", "AE", "271000", "2024-01", 10],
  ["JP", "import", "AE", "271000", "2024-02", 15],
];

describe("trade by product (roll-ups and /trade/* product calls)", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const insert = async (flows: Flow[], source: string, isDemo = false, port = "") => {
    for (const [reporter, flow, partner, hs, period, value] of flows) {
      await sql`INSERT INTO trade_flows (reporter_code, partner_code, flow, hs_code, period, year, port_code,
          value_usd, source, is_demo)
        VALUES (${reporter}, ${partner}, ${flow}, ${hs}, ${period}, ${Number(period.slice(0, 4))}, ${port},
          ${value}, ${source}, ${isDemo})`.execute(db());
    }
  };
  const post = async (path: string, body: object, language = "en_US") => {
    const res = await t.app.inject({ method: "POST", url: `/csi/trade/${path}`, payload: body, headers: { language } });
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (path: string, body: object) => {
    const res = await post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset, hsDataset] });
    await insert(REAL, "test-real");
    await insert(DEMO, "demo", true);
    await insert(MONTHLY, "test-monthly");
    await insert([["US", "import", "MX", "27", "2024", 200]], "test-ports", false, "0101");
    await insert([["US", "import", "MX", "27", "2024", 300]], "test-ports", false, "0202");
    await refreshTradeRollups(db());
  });
  afterAll(() => t.close());

  it("keeps one report per flow: real before demo, the exporter's before the importer's; months and ports summed", async () => {
    const { rows } = await sql<{ k: string; v: number; src: string; side: string }>`
      SELECT year || ' ' || origin || '>' || destination || ' ' || hs_code AS k, value_usd::float8 AS v,
        source AS src, reported_as AS side FROM trade_rollup_yodp ORDER BY k`.execute(db());
    const flows = Object.fromEntries(rows.map((r) => [r.k, [r.v, r.src, r.side]]));
    expect(flows["2024 SA>US 270900"]).toEqual([100, "test-real", "export"]);
    expect(flows["2024 CA>US 270900"]).toEqual([300, "test-real", "import"]);
    expect(flows["2024 RU>CN 270900"]).toEqual([40, "demo", "export"]);
    expect(flows["2024 AE>JP 271000"]).toEqual([25, "test-monthly", "import"]);
    expect(flows["2024 SA>US 2709"]).toEqual([100, "test-real", "export"]);
    expect(flows["2024 SA>US 27"]).toEqual([120, "test-real", "export"]);
    expect(flows["2024 MX>US 27"]).toEqual([500, "test-ports", "import"]);
    expect(flows["2024 MX>US 2709"]).toBeUndefined();
  });

  it("refreshes only the years an import changed", async () => {
    expect(await refreshTradeRollups(db())).toBe(0);
    await insert([["BR", "export", "CN", "270900", "2025", 70]], "test-real");
    // 27, 2709 and 270900 of 2025 only.
    expect(await refreshTradeRollups(db())).toBe(3);
    const { rows } = await sql<{ year: number; n: number }>`
      SELECT year, count(*)::int AS n FROM trade_rollup_yp WHERE hs_code = '270900' GROUP BY year ORDER BY year`.execute(
      db(),
    );
    expect(rows).toEqual([
      { year: 2023, n: 1 },
      { year: 2024, n: 1 },
      { year: 2025, n: 1 },
    ]);
    await sql`DELETE FROM trade_flows WHERE year = 2025`.execute(db());
    expect(await refreshTradeRollups(db())).toBe(0);
    expect((await data("getProductCountryMapDropDown", { hsCode: "270900" })).years).toEqual([2024, 2023]);
  });

  it("POST /trade/productSearch finds HS codes by code prefix and by words, with their latest trade", async () => {
    const byCode = await data("productSearch", { keyword: "2709", pageSize: 5 });
    expect(byCode.total).toBe(2);
    expect(byCode.rows.map((r: { hsCode: string }) => r.hsCode)).toEqual(["2709", "270900"]);
    expect(byCode.rows[1]).toEqual({
      hsCode: "270900",
      hsCodeDescription: "Oils; petroleum oils and oils obtained from bituminous minerals, crude",
      level: 6,
      year: 2024,
      tradeValue: 490,
      demoShare: 40 / 490,
    });
    const byWords = await data("productSearch", { keyword: "Crude PETROLEUM oils", pageSize: 10 });
    expect(byWords.rows.map((r: { hsCode: string }) => r.hsCode)).toContain("270900");
    expect((await data("productSearch", { keyword: "zzqx" })).total).toBe(0);
    expect((await post("productSearch", { keyword: "" })).status).toBe(400);
  });

  it("getProductProfile: world trade, growth, top countries and the labelled sources", async () => {
    const profile = await data("getProductProfile", { hsCode: "270900" });
    expect(profile).toMatchObject({
      hsCode: "270900",
      level: 6,
      parent: { hsCode: "2709" },
      years: [2023, 2024],
      year: 2024,
      worldValue: 490,
      origins: 3,
      destinations: 2,
      sources: [
        { source: "test-real", isDemo: false },
        { source: "demo", isDemo: true },
      ],
    });
    expect(profile.growth).toBeCloseTo(490 / 330 - 1, 12);
    expect(profile.topExporters[0]).toEqual({ countryCode: "CA", value: 350, share: 350 / 490, isDemo: false });
    expect(profile.topImporters).toEqual([
      { countryCode: "US", value: 400, share: 400 / 490, isDemo: false },
      { countryCode: "CN", value: 90, share: 90 / 490, isDemo: true },
    ]);
  });

  it("answers 404 for a code outside the HS and 400 for a malformed one", async () => {
    const missing = await post("getProductProfile", { hsCode: "0000" }, "ge_DE");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
    expect((await post("getProductRankingOd", { hsCode: "27a" })).status).toBe(400);
  });

  it("getProductTradeTrendsForm: years with growth and CAGR", async () => {
    const trends = await data("getProductTradeTrendsForm", { hsCode: "270900" });
    expect(trends.rows.map((r: { year: number; value: number }) => [r.year, r.value])).toEqual([
      [2023, 330],
      [2024, 490],
    ]);
    expect(trends.rows[0].growth).toBeNull();
    expect(trends.rows[1].growth).toBeCloseTo(490 / 330 - 1, 12);
    expect(trends.cagr).toBeCloseTo(490 / 330 - 1, 12);
  });

  it("getProductCountryMap: exporters or importers of one year; getProductMapCountry: one country's detail", async () => {
    const exporters = await data("getProductCountryMap", { hsCode: "270900", year: 2024 });
    expect(exporters).toMatchObject({ year: 2024, flow: "export", total: 490 });
    expect(exporters.rows.map((r: { countryCode: string }) => r.countryCode)).toEqual(["CA", "SA", "RU"]);
    const old = await data("getProductCountryMap", { hsCode: "270900", year: 2023, flow: "import" });
    expect(old.rows).toEqual([{ countryCode: "US", value: 330, share: 1, isDemo: false, isoNumeric: 840 }]);
    const canada = await data("getProductMapCountry", { hsCode: "270900", countryCode: "CA" });
    expect(canada).toMatchObject({ countryCode: "CA", year: 2024, flow: "export", value: 350, rank: 1 });
    expect(canada.share).toBeCloseTo(350 / 490, 12);
    expect(canada.growth).toBeCloseTo(0.4, 12);
    expect(canada.partners).toEqual([
      { countryCode: "US", value: 300, share: 300 / 350, isDemo: false },
      { countryCode: "CN", value: 50, share: 50 / 350, isDemo: false },
    ]);
    const none = await data("getProductMapCountry", { hsCode: "270900", countryCode: "FR" });
    expect(none).toMatchObject({ value: 0, rank: null, share: null, partners: [] });
  });

  it("getProductRankingOd: market share, growth, RCA and HHI of the exporters", async () => {
    const ranking = await data("getProductRankingOd", { hsCode: "270900", flow: "export" });
    expect(ranking).toMatchObject({ year: 2024, flow: "export", total: 490, countries: 3 });
    expect(ranking.hhi).toBeCloseTo((100 ** 2 + 350 ** 2 + 40 ** 2) / 490 ** 2, 12);
    expect(ranking.hhiNormalised).toBeCloseTo((ranking.hhi - 1 / 3) / (2 / 3), 12);
    const sa = ranking.rows.find((r: { countryCode: string }) => r.countryCode === "SA");
    // X_cp = 100, X_c = 120 (SA's HS6 exports), X_p = 490, X = 535 (all HS6 flows of 2024).
    expect(sa.rca).toBeCloseTo(100 / 120 / (490 / 535), 12);
    expect(sa.growth).toBeCloseTo(0.25, 12);
    expect(ranking.rows.find((r: { countryCode: string }) => r.countryCode === "RU")).toMatchObject({
      isDemo: true,
      growth: null,
    });
    const importers = await data("getProductRankingOd", { hsCode: "270900", flow: "import", limit: 1 });
    expect(importers.rows).toEqual([
      { countryCode: "US", value: 400, share: 400 / 490, growth: 400 / 330 - 1, rca: null, isDemo: false },
    ]);
    expect((await data("getProductRankingDropDownOd", { hsCode: "270900" })).flows).toEqual(["export", "import"]);
  });
});
