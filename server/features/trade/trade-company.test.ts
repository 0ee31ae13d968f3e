import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { normaliseName } from "../../lib/name-normalise.ts";

/**
 * Acme Oil (US) imports crude (EIA-like monthly records, kbbl, no value: two in 2024, one in 2023) and
 * one demo bill of lading of cars from Acme Shipping (CN), which also ships cars to Bolt Trading (DE).
 * Acme Idle has no records.
 */
const COMPANIES = [
  [1, "A1", "Acme Oil", "US", "eia"],
  [2, "A2", "Acme Shipping", "CN", "demo"],
  [3, "A3", "Bolt Trading", "DE", "demo"],
  [4, "A4", "Acme Idle", "FR", "demo"],
] as const;

describe("trade by company (GET /tradeForCompany/*)", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ method: "GET", url: `/csi/${path}?${search.toString()}` });
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (path: string, query: Record<string, string | number> = {}) => {
    const res = await get(path, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: expect.any(String) });
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset, hsDataset] });
    for (const [id, aaa, name, country, source] of COMPANIES) {
      const isDemo = source === "demo";
      await sql`INSERT INTO companies (id, aaa_id, name, country_code, source, is_demo)
        VALUES (${id}, ${aaa}, ${name}, ${country}, ${source}, ${isDemo})`.execute(db());
      await sql`INSERT INTO company_names (company_id, kind, name, normalised, source, is_demo)
        VALUES (${id}, 'primary', ${name}, ${normaliseName(name)}, ${source}, ${isDemo})`.execute(db());
    }
    await sql`INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
        hs_code, origin_country, destination_country, quantity, quantity_unit, source, is_demo) VALUES
      (1, 1, 'monthly-import', '2024-03-01', 1, 'ACME OIL', '270900', 'CA', 'US', 10, 'kbbl', 'eia', false),
      (1, 2, 'monthly-import', '2024-04-01', 1, 'ACME OIL', '270900', 'MX', 'US', 5, 'kbbl', 'eia', false),
      (1, 3, 'monthly-import', '2023-05-01', 1, 'ACME OIL', '271000', 'CA', 'US', 7, 'kbbl', 'eia', false)`.execute(
      db(),
    );
    await sql`INSERT INTO shipments (company_id, id, record_kind, master_bol, bill_no, arrival_date,
        importer_company_id, importer_name, importer_address, importer_country,
        exporter_company_id, exporter_name, exporter_address, exporter_country, cargo_description, hs_code,
        origin_country, destination_country, port_of_lading, port_of_unlading, carrier, vessel,
        container_count, container_type, weight_kg, value_usd, source, is_demo) VALUES
      (3, 10, 'bill-of-lading', 'BWLU0000000010', 'BWLU24100001', '2024-06-10', 3, 'Bolt Trading', 'Berlin, Germany',
        'DE', 2, 'Acme Shipping', 'Shanghai, China', 'CN', 'Motor cars', '870323', 'CN', 'DE', 'Beijing', 'Berlin',
        'Bluewater Lines', 'Ocean Star', 2, '40HC', 30000, 1000, 'demo', true),
      (1, 11, 'bill-of-lading', 'BWLU0000000011', 'BWLU24100002', '2024-07-01', 1, 'Acme Oil', 'Houston, USA',
        'US', 2, 'Acme Shipping', 'Shanghai, China', 'CN', 'Motor cars', '870323', 'CN', 'US', 'Beijing',
        'Washington', 'Bluewater Lines', 'Ocean Star', 1, '40GP', 12000, 500, 'demo', true)`.execute(db());
  });
  afterAll(() => t.close());

  describe("searchTrade", () => {
    it("lists the companies whose name matches and that have records, most records first", async () => {
      const found = await data("tradeForCompany/searchTrade", { company_name: "acme" });
      expect(found).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(found.rows).toEqual([
        {
          id: "1",
          aaa_id: "A1",
          company_name_en: "Acme Oil",
          countryCode: "US",
          imports: 4,
          exports: 0,
          value: 500,
          lastDate: "2024-07-01",
          hsChapters: ["27", "87"],
          sources: [
            { source: "eia", isDemo: false },
            { source: "demo", isDemo: true },
          ],
        },
        expect.objectContaining({ aaa_id: "A2", imports: 0, exports: 2, value: 1500, hsChapters: ["87"] }),
      ]);
    });

    it("filters by the company's country, direction, HS chapter and year; sorts and pages", async () => {
      const names = async (query: Record<string, string | number>) =>
        (
          (await data("tradeForCompany/searchTrade", { company_name: "acme", ...query })).rows as { aaa_id: string }[]
        ).map((r) => r.aaa_id);
      expect(await names({ flow: "export" })).toEqual(["A2"]);
      expect(await names({ country: "US" })).toEqual(["A1"]);
      expect(await names({ hsChapter: "27" })).toEqual(["A1"]);
      expect(await names({ year: 2023 })).toEqual(["A1"]);
      expect(await names({ sort: "value" })).toEqual(["A2", "A1"]);
      expect(await names({ sort: "name", order: "asc" })).toEqual(["A1", "A2"]);
      const second = await data("tradeForCompany/searchTrade", { company_name: "acme", pageSize: 1, page: 2 });
      expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1, rows: [{ aaa_id: "A2" }] });
      const chapter = await data("tradeForCompany/searchTrade", { company_name: "acme oil", hsChapter: "27" });
      expect(chapter.rows).toEqual([
        expect.objectContaining({ imports: 3, value: null, sources: [{ source: "eia", isDemo: false }] }),
      ]);
    });

    it("takes the autocomplete's query and finds nothing for names without records", async () => {
      const typed = await data("tradeForCompany/searchTrade", {
        company_name: "acm",
        page: 1,
        pageSize: 99,
        ieflag: 1,
      });
      expect(typed.total).toBe(2);
      expect(await data("tradeForCompany/searchTrade", { company_name: "acme idle" })).toMatchObject({
        total: 0,
        rows: [],
      });
      expect(await data("tradeForCompany/searchTrade", { company_name: "%%" })).toMatchObject({ total: 0, rows: [] });
    });
  });

  it("searchFilterConditions: companies by country, direction, HS chapter and year", async () => {
    const conditions = await data("tradeForCompany/searchFilterConditions", { company_name: "acme" });
    expect(conditions.countries).toEqual(
      expect.arrayContaining([
        { code: "US", companies: 1 },
        { code: "CN", companies: 1 },
      ]),
    );
    expect(conditions.countries).toHaveLength(2);
    expect(conditions.flows).toEqual(
      expect.arrayContaining([
        { flow: "import", companies: 1 },
        { flow: "export", companies: 1 },
      ]),
    );
    expect(conditions.hsChapters[0]).toEqual({ code: "87", description: expect.any(String), companies: 2 });
    expect(conditions.hsChapters[1]).toMatchObject({ code: "27", companies: 1 });
    expect(conditions.years).toEqual([
      { year: 2024, companies: 2 },
      { year: 2023, companies: 1 },
    ]);
  });

  it("tradeTrends: the company, its totals and its years; quantities only in one unit", async () => {
    const trends = await data("tradeForCompany/tradeTrends", { companyId: "A1" });
    expect(trends).toEqual({
      company: { id: "1", aaaId: "A1", name: "Acme Oil", countryCode: "US" },
      imports: { records: 4, value: 500, quantity: null, quantityUnit: null },
      exports: { records: 0, value: null, quantity: null, quantityUnit: null },
      firstDate: "2023-05-01",
      lastDate: "2024-07-01",
      rows: [
        {
          year: 2023,
          imports: { records: 1, value: null, quantity: 7, quantityUnit: "kbbl" },
          exports: { records: 0, value: null, quantity: null, quantityUnit: null },
        },
        {
          year: 2024,
          imports: { records: 3, value: 500, quantity: null, quantityUnit: null },
          exports: { records: 0, value: null, quantity: null, quantityUnit: null },
        },
      ],
      sources: [
        { source: "eia", isDemo: false },
        { source: "demo", isDemo: true },
      ],
    });
    expect((await data("tradeForCompany/tradeTrends", { companyId: "1" })).company.aaaId).toBe("A1");
  });

  it("the four year calls: years newest first in the direction", async () => {
    for (const path of ["getTradeMapYear", "getCountriesYear", "getPartnersYear", "getProductsYear"]) {
      expect(await data(`tradeForCompany/${path}`, { companyId: "A1" })).toEqual({
        flow: "import",
        years: [2024, 2023],
      });
      expect(await data(`tradeForCompany/${path}`, { companyId: "A1", flow: "export" })).toEqual({
        flow: "export",
        years: [],
      });
    }
  });

  it("getTradeMap and getCountries: partner countries of the latest year (or the one asked) with shares", async () => {
    const map = await data("tradeForCompany/getTradeMap", { companyId: "A1" });
    expect(map).toMatchObject({ flow: "import", year: 2024, records: 3 });
    expect(map.rows.map((r: { countryCode: string }) => r.countryCode)).toEqual(["CA", "CN", "MX"]);
    expect(map.rows[0]).toMatchObject({
      isoNumeric: 124,
      records: 1,
      quantity: 10,
      quantityUnit: "kbbl",
      isDemo: false,
    });
    expect(map.rows[1]).toMatchObject({ value: 500, isDemo: true });
    expect(map.rows[0].share).toBeCloseTo(1 / 3, 12);
    const countries = await data("tradeForCompany/getCountries", { companyId: "A1", year: 2023, limit: 5 });
    expect(countries).toMatchObject({
      year: 2023,
      records: 1,
      sources: [{ source: "eia", isDemo: false }],
      rows: [{ countryCode: "CA", records: 1, quantity: 7, quantityUnit: "kbbl", share: 1 }],
    });
    const exported = await data("tradeForCompany/getCountries", { companyId: "A2", flow: "export" });
    expect(exported.rows.map((r: { countryCode: string }) => r.countryCode)).toEqual(["DE", "US"]);
  });

  it("getPartners: suppliers or buyers with their aaa_id when known", async () => {
    const suppliers = await data("tradeForCompany/getPartners", { companyId: "A1" });
    expect(suppliers).toMatchObject({ flow: "import", year: 2024, records: 3, partners: 1 });
    expect(suppliers.rows).toEqual([
      {
        aaaId: "A2",
        name: "Acme Shipping",
        countryCode: "CN",
        records: 1,
        value: 500,
        quantity: null,
        quantityUnit: null,
        share: 1 / 3,
        lastDate: "2024-07-01",
        hsCodes: ["870323"],
        isDemo: true,
      },
    ]);
    const buyers = await data("tradeForCompany/getPartners", { companyId: "A2", flow: "export", limit: 1 });
    expect(buyers).toMatchObject({ partners: 2, records: 2, rows: [{ aaaId: "A1", name: "Acme Oil", share: 0.5 }] });
  });

  it("getProducts: HS codes with their description", async () => {
    const products = await data("tradeForCompany/getProducts", { companyId: "A1" });
    expect(products.rows).toEqual([
      expect.objectContaining({ hsCode: "270900", records: 2, quantity: 15, quantityUnit: "kbbl", value: null }),
      expect.objectContaining({ hsCode: "870323", records: 1, value: 500, isDemo: true }),
    ]);
    expect(products.rows[0].description).toMatch(/petroleum/i);
  });

  it("getImportorExportTransaction: the records newest first, a page at a time", async () => {
    const first = await data("tradeForCompany/getShipments", { companyId: "A1" });
    expect(first.total).toBe(4);
    expect(first.rows[0]).toMatchObject({
      ref: "1-11",
      recordKind: "bill-of-lading",
      arrivalDate: "2024-07-01",
      partnerName: "Acme Shipping",
      value: 500,
      isDemo: true,
    });
    const last = await data("tradeForCompany/getShipments", {
      companyId: "A1",
      pageNum: 2,
      pageSize: 3,
    });
    expect(last.rows).toEqual([expect.objectContaining({ ref: "1-3", arrivalDate: "2023-05-01", source: "eia" })]);
    const exported = await data("tradeForCompany/getShipments", { companyId: "A2", flow: "export" });
    expect(exported.rows.map((r: { partnerName: string }) => r.partnerName)).toEqual(["Acme Oil", "Bolt Trading"]);
  });

  it("details: the shipping order of a shipment the company imported or exported, else 404", async () => {
    const order = await data("tradeForCompany/getShippingOrder", { companyId: "A2", ref: "1-11" });
    expect(order).toMatchObject({
      ref: "1-11",
      masterBol: "BWLU0000000011",
      billNo: "BWLU24100002",
      source: "demo",
      isDemo: true,
      importer: { aaaId: "A1", name: "Acme Oil", address: "Houston, USA", countryCode: "US" },
      exporter: { aaaId: "A2", name: "Acme Shipping", countryCode: "CN" },
      cargo: { description: "Motor cars", hsCode: "870323", value: 500, weightKg: 12000 },
      shipping: { originCountry: "CN", destinationCountry: "US", carrier: "Bluewater Lines", vessel: "Ocean Star" },
      container: { count: 1, type: "40GP" },
    });
    expect((await get("tradeForCompany/getShippingOrder", { companyId: "A3", ref: "1-11" })).status).toBe(404);
    expect((await get("tradeForCompany/getShippingOrder", { companyId: "A1", ref: "1-99" })).status).toBe(404);
  });

  it("answers 404 for an unknown company and 400 for malformed input, in the envelope", async () => {
    for (const path of [
      "tradeTrends",
      "getTradeMap",
      "getCountries",
      "getPartners",
      "getProducts",
      "getTradeMapYear",
    ]) {
      const missing = await get(`tradeForCompany/${path}`, { companyId: "AZZZZ9" });
      expect(missing.status, path).toBe(404);
      expect(missing.body).toMatchObject({ code: 404, data: null });
    }
    expect((await get("tradeForCompany/getShipments", { companyId: "999" })).status).toBe(404);
    for (const [path, query] of [
      ["tradeForCompany/searchTrade", {}],
      ["tradeForCompany/searchTrade", { company_name: "" }],
      ["tradeForCompany/searchTrade", { company_name: "acme", sort: "bogus" }],
      ["tradeForCompany/searchTrade", { company_name: "acme", pageSize: 100 }],
      ["tradeForCompany/searchTrade", { company_name: "acme", country: "usa" }],
      ["tradeForCompany/searchFilterConditions", { company_name: "acme", extra: 1 }],
      ["tradeForCompany/tradeTrends", { companyId: "not an id" }],
      ["tradeForCompany/getCountries", { companyId: "A1", flow: "sideways" }],
      ["tradeForCompany/getPartners", { companyId: "A1", limit: 0 }],
      ["tradeForCompany/getProducts", { companyId: "A1", year: 1800 }],
      ["tradeForCompany/getShippingOrder", { companyId: "A1", ref: "x" }],
      ["tradeForCompany/getShipments", { companyId: "A1", pageSize: 101 }],
    ] as const) {
      const res = await get(path, query);
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: null });
    }
  });
});
