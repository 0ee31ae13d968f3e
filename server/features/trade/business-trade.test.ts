import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";

/**
 * Company 1 imports crude oil (2709) from 20 (SA, two records in 2024, one demo) and from 21 (CA, 2023),
 * plus an EIA-like monthly record without exporter or value; it exports fuel oil (2710) to 40 (DE) and
 * 41 (JP). Every figure below is counted by hand.
 */
type Row = [
  company: number,
  id: number,
  date: string,
  importer: [number, string, string] | null,
  exporter: [number, string, string] | null,
  hs: string | null,
  value: number | null,
  isDemo: boolean,
];
const ME: [number, string, string] = [1, "Quillfeather Refining", "US"];
const ROWS: Row[] = [
  [1, 1, "2024-02-10", ME, [20, "Zephyrine Crude", "SA"], "270900", 100, false],
  [1, 2, "2024-05-10", ME, [20, "Zephyrine Crude", "SA"], "270900", 50, true],
  [1, 3, "2023-07-01", ME, [21, "Borealis Oil", "CA"], "270900", 30, false],
  [1, 4, "2024-05-01", ME, null, "2709", null, false],
  [40, 5, "2024-03-15", [40, "Lindqvist Marine", "DE"], ME, "271012", 60, false],
  [41, 6, "2022-11-15", [41, "Sakura Kaiun", "JP"], ME, "271019", 40, true],
];

describe("company trade tabs (GET /businessActivities/* trade calls)", () => {
  let t: TestApp;
  const get = async (path: string, query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/csi/businessActivities/${path}?${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (path: string, query: string) => {
    const res = await get(path, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset, hsDataset] });
    const db = t.database.db;
    await sql`INSERT INTO companies (id, aaa_id, name, country_code, source, is_demo)
      VALUES (1, 'A1', ${ME[1]}, 'US', 'test', false), (2, 'A2', 'Idle Co', 'US', 'test', false)`.execute(db);
    for (const [company, id, date, importer, exporter, hs, value, isDemo] of ROWS) {
      await sql`INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
          importer_country, exporter_company_id, exporter_name, exporter_country, hs_code, origin_country,
          destination_country, value_usd, quantity, quantity_unit, source, is_demo)
        VALUES (${company}, ${id}, ${exporter ? "bill-of-lading" : "monthly-import"}, ${date}, ${importer?.[0] ?? null},
          ${importer?.[1] ?? null}, ${importer?.[2] ?? null}, ${exporter?.[0] ?? null}, ${exporter?.[1] ?? null},
          ${exporter?.[2] ?? null}, ${hs}, ${exporter ? null : "MX"}, ${exporter ? null : "US"}, ${value},
          ${exporter ? null : 12.5}, ${exporter ? null : "kbbl"}, ${isDemo ? "demo" : "test"}, ${isDemo})`.execute(db);
    }
  });
  afterAll(() => t.close());

  it("getImportExport: both directions summed, with partners, codes and sources", async () => {
    const trade = await data("getImportExport", "id=A1");
    expect(trade.imports).toMatchObject({ records: 4, valueUsd: 180, firstDate: "2023-07-01", lastDate: "2024-05-10" });
    expect(trade.imports.topPartners).toEqual(["Zephyrine Crude", "Borealis Oil"]);
    expect(trade.exports).toMatchObject({ records: 2, valueUsd: 100, isDemo: false });
    expect((await data("getImportExport", "id=A2")).imports).toBeNull();
  });

  it("getImportorExportTransaction: records and values by month", async () => {
    const months = await data("getImportorExportTransaction", "id=1&flow=import");
    expect(
      months.rows.map((r: { month: string; records: number; value: number | null }) => [r.month, r.records, r.value]),
    ).toEqual([
      ["2023-07", 1, 30],
      ["2024-02", 1, 100],
      ["2024-05", 2, 50],
    ]);
    expect((await data("getImportorExportTransaction", "id=A1&flow=export")).rows).toHaveLength(2);
  });

  it("getImportOrExportTradeByContinent: the partner side's continent; a record without one is its own row", async () => {
    const imports = await data("getImportOrExportTradeByContinent", "id=A1");
    expect(imports.flow).toBe("import");
    expect(
      imports.rows.map((r: { continentCode: string; countries: string[]; records: number; recordShare: number }) => [
        r.continentCode,
        r.countries,
        r.records,
        r.recordShare,
      ]),
    ).toEqual([
      ["AS", ["SA"], 2, 0.5],
      ["NA", ["CA", "MX"], 2, 0.5],
    ]);
    const exports = await data("getImportOrExportTradeByContinent", "id=A1&flow=export");
    expect(exports.rows.map((r: { continentCode: string }) => r.continentCode).sort()).toEqual(["AS", "EU"]);
  });

  it("getImportOrExportProductTrade: HS headings with their description and share of records", async () => {
    const products = await data("getImportOrExportProductTrade", "id=A1&flow=import");
    expect(products.rows).toEqual([
      expect.objectContaining({ hsCode: "2709", records: 4, value: 180, recordShare: 1, isDemo: true }),
    ]);
    expect(products.rows[0].hsCodeDescription).toMatch(/petroleum/i);
  });

  it("showImportorExportForSCRanks and getImportorExportRankBySC: suppliers and customers ranked", async () => {
    expect(await data("showImportorExportForSCRanks", "id=A1")).toEqual({
      flows: ["import", "export"],
      years: [2024, 2023, 2022],
    });
    const suppliers = await data("getImportorExportRankBySC", "id=A1");
    expect(suppliers).toMatchObject({ flow: "import", year: null, partners: 2 });
    expect(suppliers.rows[0]).toEqual({
      companyId: "20",
      name: "Zephyrine Crude",
      countryCode: "SA",
      records: 2,
      value: 150,
      hsCodes: ["270900"],
      lastDate: "2024-05-10",
      source: "demo",
      isDemo: true,
    });
    const customers2024 = await data("getImportorExportRankBySC", "id=A1&flow=export&year=2024");
    expect(customers2024.rows.map((r: { name: string }) => r.name)).toEqual(["Lindqvist Marine"]);
  });

  it("getSupplyChain: suppliers upstream, customers downstream", async () => {
    const chain = await data("getSupplyChain", "id=A1");
    expect(chain.suppliers.map((r: { name: string }) => r.name)).toEqual(["Zephyrine Crude", "Borealis Oil"]);
    expect(chain.customers.map((r: { name: string; countryCode: string }) => [r.name, r.countryCode])).toEqual([
      ["Lindqvist Marine", "DE"],
      ["Sakura Kaiun", "JP"],
    ]);
  });

  it("details: records newest first, paged, with the total", async () => {
    const first = await data("details", "id=A1&pageSize=3");
    expect(first).toMatchObject({ flow: "import", total: 4, pageNum: 1, pageSize: 3 });
    expect(first.rows.map((r: { date: string }) => r.date)).toEqual(["2024-05-10", "2024-05-01", "2024-02-10"]);
    const eia = first.rows[1];
    expect(eia).toMatchObject({
      recordKind: "monthly-import",
      partnerName: null,
      partnerCountry: "MX",
      quantity: 12.5,
      quantityUnit: "kbbl",
      value: null,
    });
    const second = await data("details", "id=A1&pageSize=3&pageNum=2");
    expect(second.rows.map((r: { id: string }) => r.id)).toEqual(["1-3"]);
    expect((await data("details", "id=A1&pageSize=3&pageNum=9")).total).toBe(4);
  });

  it.each([
    ["getImportExport", "", 400],
    ["getImportorExportTransaction", "id=A1&flow=both", 400],
    ["getImportorExportRankBySC", "id=A1&year=99", 400],
    ["details", "id=A1&pageSize=500", 400],
    ["getSupplyChain", "id=ZZZZZZZ", 404],
    ["getImportOrExportProductTrade", "id=999999", 404],
  ])("%s?%s answers %i with the envelope", async (path, query, status) => {
    const res = await get(path, query);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: status, data: null });
    expect(res.body.msg).toEqual(expect.any(String));
  });
});
