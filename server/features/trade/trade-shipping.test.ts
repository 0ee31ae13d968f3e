import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { refreshShipmentRollups } from "./trade-rollups.ts";

/**
 * Hand-made bills of lading (docs/TRADE.md, "Shipment roll-ups"). Cars (870323) into the US in 2024:
 * Alpha Motors (1) imports three from Beta Export (2, CN: two) and Gamma Parts (3, JP: one), Delta Cars (4)
 * one from Beta, and one record names an importer that is no known company (no value, no weight).
 * Alpha imported one in 2023. Beta imports rubber (4001) from Epsilon (5, DE); Alpha exports car parts
 * (870899) to Epsilon, which exports seats (9401) to Gamma besides the rubber.
 */
const COMPANIES = [
  [1, "A1", "Alpha Motors", "US"],
  [2, "A2", "Beta Export", "CN"],
  [3, "A3", "Gamma Parts", "JP"],
  [4, "A4", "Delta Cars", "US"],
  [5, "A5", "Epsilon Handel", "DE"],
] as const;

type Bill = [
  id: number,
  date: string,
  importer: number | null,
  exporter: number,
  hs: string,
  origin: string,
  destination: string,
  lading: string | null,
  unlading: string | null,
  carrier: string | null,
  value: number | null,
  weight: number | null,
  containers: number | null,
  isDemo: boolean,
];
const BILLS: Bill[] = [
  [1, "2024-03-05", 1, 2, "870323", "CN", "US", "Shanghai", "Los Angeles", "Bluewater", 1000, 100, 2, true],
  [2, "2024-03-20", 1, 2, "870323", "CN", "US", "Shanghai", "Long Beach", "Bluewater", 3000, 300, 1, true],
  [3, "2024-05-02", 1, 3, "870323", "JP", "US", "Yokohama", "Los Angeles", "Redsea", 2000, null, 1, true],
  [4, "2024-06-01", 4, 2, "870323", "CN", "US", "Shanghai", "Los Angeles", "Bluewater", 6000, 500, 3, true],
  [5, "2023-04-01", 1, 2, "870323", "CN", "US", "Shanghai", "Los Angeles", "Bluewater", 500, 50, 1, true],
  [6, "2024-02-01", 2, 5, "400110", "DE", "CN", "Hamburg", "Shanghai", "Bluewater", 400, 1000, 1, true],
  [7, "2024-08-01", 5, 1, "870899", "US", "DE", "Los Angeles", "Hamburg", "Redsea", 700, 80, 1, true],
  [8, "2024-09-01", 3, 5, "940120", "DE", "JP", "Hamburg", "Yokohama", "Redsea", 900, 90, 1, true],
  [9, "2024-07-01", null, 2, "870323", "CN", "US", "Shanghai", null, null, null, null, null, false],
];

describe("shipment roll-ups: product shipping overview, company supply chain and competitiveness", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const request = async (method: "GET" | "POST", path: string, input: Record<string, string | number>) => {
    const res =
      method === "GET"
        ? await t.app.inject({
            method,
            url: `/csi/${path}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString()}`,
          })
        : await t.app.inject({ method, url: `/csi/${path}`, payload: input });
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (method: "GET" | "POST", path: string, input: Record<string, string | number>) => {
    const res = await request(method, path, input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: expect.any(String) });
    return res.body.data;
  };
  const post = (path: string, body: Record<string, string | number>) => data("POST", `trade/${path}`, body);
  const get = (path: string, query: Record<string, string | number>) => data("GET", `tradeForCompany/${path}`, query);

  const insertBills = async (bills: readonly Bill[]) => {
    for (const [
      id,
      date,
      importer,
      exporter,
      hs,
      origin,
      destination,
      lading,
      unlading,
      carrier,
      value,
      weight,
      cont,
      demo,
    ] of bills) {
      const name = (n: number | null) => (n === null ? "Unknown Importer" : COMPANIES[n - 1]![2]);
      await sql`INSERT INTO shipments (company_id, id, record_kind, bill_no, arrival_date, importer_company_id,
          importer_name, exporter_company_id, exporter_name, cargo_description, hs_code, origin_country,
          destination_country, port_of_lading, port_of_unlading, carrier, container_count, weight_kg, value_usd,
          source, is_demo)
        VALUES (${importer ?? exporter}, ${id}, 'bill-of-lading', ${`BILL${id}`}, ${date}, ${importer}, ${name(importer)},
          ${exporter}, ${name(exporter)}, 'Goods', ${hs}, ${origin}, ${destination}, ${lading}, ${unlading}, ${carrier},
          ${cont}, ${weight}, ${value}, ${demo ? "demo" : "bol-import"}, ${demo})`.execute(db());
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset, hsDataset] });
    for (const [id, aaa, name, country] of COMPANIES) {
      await sql`INSERT INTO companies (id, aaa_id, name, country_code, source, is_demo)
        VALUES (${id}, ${aaa}, ${name}, ${country}, 'demo', true)`.execute(db());
    }
    await insertBills(BILLS);
    await refreshShipmentRollups(db());
  });
  afterAll(() => t.close());

  describe("POST /trade/getProductShippingOverview", () => {
    it("sums the product's records of the latest year: totals, months, ports, carriers and lanes", async () => {
      const overview = await post("getProductShippingOverview", { hsCode: "8703" });
      expect(overview).toEqual({
        hsCode: "8703",
        year: 2024,
        years: [2024, 2023],
        records: 5,
        value: 12000,
        valuedRecords: 4,
        weightKg: 900,
        weighedRecords: 3,
        containers: 7,
        demoShare: 0.8,
        months: [
          { month: "2024-03", records: 2, value: 4000 },
          { month: "2024-05", records: 1, value: 2000 },
          { month: "2024-06", records: 1, value: 6000 },
          { month: "2024-07", records: 1, value: null },
        ],
        portsOfLading: [
          { port: "Shanghai", records: 4, value: 10000, weightKg: 900, share: 0.8, isDemo: true },
          { port: "Yokohama", records: 1, value: 2000, weightKg: null, share: 0.2, isDemo: true },
        ],
        portsOfUnlading: [
          { port: "Los Angeles", records: 3, value: 9000, weightKg: 600, share: 0.6, isDemo: true },
          { port: "Long Beach", records: 1, value: 3000, weightKg: 300, share: 0.2, isDemo: true },
        ],
        carriers: [
          { carrier: "Bluewater", records: 3, value: 10000, weightKg: 900, share: 0.6, isDemo: true },
          { carrier: "Redsea", records: 1, value: 2000, weightKg: null, share: 0.2, isDemo: true },
        ],
        lanes: [
          { origin: "CN", destination: "US", records: 4, value: 10000, weightKg: 900, share: 0.8, isDemo: true },
          { origin: "JP", destination: "US", records: 1, value: 2000, weightKg: null, share: 0.2, isDemo: true },
        ],
      });
    });

    it("answers a chosen year, a product without records, and 404/400 for unknown or malformed codes", async () => {
      expect(await post("getProductShippingOverview", { hsCode: "870323", year: 2023 })).toMatchObject({
        year: 2023,
        records: 1,
        value: 500,
        months: [{ month: "2023-04", records: 1, value: 500 }],
      });
      expect(await post("getProductShippingOverview", { hsCode: "01" })).toMatchObject({
        year: null,
        years: [],
        records: 0,
        demoShare: null,
        lanes: [],
      });
      expect((await request("POST", "trade/getProductShippingOverview", { hsCode: "0000" })).status).toBe(404);
      const bad = await request("POST", "trade/getProductShippingOverview", { hsCode: "8a" });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 400, data: null });
    });

    it("reads the roll-up: a new record shows after the refresh of its month only", async () => {
      await insertBills([
        [10, "2024-03-28", 4, 3, "870323", "JP", "US", "Kobe", "Seattle", "Redsea", 100, 10, 1, true],
      ]);
      expect((await post("getProductShippingOverview", { hsCode: "8703" })).records).toBe(5);
      // Month 2024-03 is rebuilt alone: Alpha's two records from Beta are one row, Delta's new one from Gamma another.
      expect(await refreshShipmentRollups(db())).toBe(2);
      expect(await refreshShipmentRollups(db())).toBe(0);
      const overview = await post("getProductShippingOverview", { hsCode: "8703" });
      expect(overview).toMatchObject({ records: 6, value: 12100 });
      expect(overview.portsOfLading).toContainEqual(expect.objectContaining({ port: "Kobe", records: 1 }));
      await sql`DELETE FROM shipments WHERE id = 10`.execute(db());
      expect(await refreshShipmentRollups(db())).toBe(1);
      expect(await post("getProductShippingOverview", { hsCode: "8703" })).toMatchObject({ records: 5, value: 12000 });
    });
  });

  describe("POST /trade/getProductShipments and getProductShippingOrder", () => {
    it("lists the product's records newest first, a page at a time, the importer as partner", async () => {
      const all = await post("getProductShipments", { hsCode: "8703", year: 2024 });
      expect(all.total).toBe(5);
      expect(all.rows.map((r: { arrivalDate: string }) => r.arrivalDate)).toEqual([
        "2024-07-01",
        "2024-06-01",
        "2024-05-02",
        "2024-03-20",
        "2024-03-05",
      ]);
      expect(all.rows[1]).toMatchObject({ ref: "4-4", partnerName: "Delta Cars", hsCode: "870323", value: 6000 });
      const page = await post("getProductShipments", { hsCode: "8703", year: 2024, pageNum: 2, pageSize: 2 });
      expect(page.rows.map((r: { ref: string }) => r.ref)).toEqual(["1-3", "1-2"]);
      expect((await post("getProductShipments", { hsCode: "8703" })).total).toBe(6);
    });

    it("opens a shipping order of the product, not one of another product", async () => {
      const order = await post("getProductShippingOrder", { hsCode: "8703", ref: "4-4" });
      expect(order).toMatchObject({
        ref: "4-4",
        billNo: "BILL4",
        importer: { aaaId: "A4", name: "Delta Cars" },
        exporter: { aaaId: "A2", name: "Beta Export" },
        cargo: { hsCode: "870323", value: 6000, weightKg: 500 },
        shipping: { portOfLading: "Shanghai", portOfUnlading: "Los Angeles", carrier: "Bluewater" },
        container: { count: 3 },
      });
      expect((await request("POST", "trade/getProductShippingOrder", { hsCode: "4001", ref: "4-4" })).status).toBe(404);
      expect((await request("POST", "trade/getProductShippingOrder", { hsCode: "8703", ref: "x" })).status).toBe(400);
    });
  });

  describe("GET /tradeForCompany/getSupplyChain", () => {
    it("gives the chapters the company imports and those its buyers export, its own chapters left out", async () => {
      expect(await get("getSupplyChain", { companyId: "A1" })).toEqual({
        company: { id: "1", aaaId: "A1", name: "Alpha Motors", countryCode: "US" },
        year: 2024,
        years: [2024, 2023],
        ownChapters: ["87"],
        upstream: [
          {
            hsCode: "87",
            hsCodeDescription: expect.any(String),
            companies: 2,
            records: 3,
            value: 6000,
            share: 1,
            isDemo: true,
          },
        ],
        downstream: [
          {
            hsCode: "40",
            hsCodeDescription: "Rubber and articles thereof",
            companies: 1,
            records: 1,
            value: 400,
            share: 0.5,
            isDemo: true,
          },
          {
            hsCode: "94",
            hsCodeDescription: expect.stringMatching(/^Furniture/),
            companies: 1,
            records: 1,
            value: 900,
            share: 0.5,
            isDemo: true,
          },
        ],
        buyers: 1,
      });
      const beta = await get("getSupplyChain", { companyId: "2" });
      expect(beta).toMatchObject({ ownChapters: ["87"], buyers: 2, downstream: [] });
      expect(beta.upstream).toEqual([expect.objectContaining({ hsCode: "40", companies: 1, records: 1, value: 400 })]);
    });

    it("answers 404 for an unknown company and 400 for a malformed id", async () => {
      expect((await request("GET", "tradeForCompany/getSupplyChain", { companyId: "A99" })).status).toBe(404);
      expect((await request("GET", "tradeForCompany/getSupplyChain", { companyId: "x y" })).status).toBe(400);
    });
  });

  describe("GET /tradeForCompany/getCompetitiveness", () => {
    it("gives the company's share, rank, growth and supplier concentration in each product's market", async () => {
      const alpha = await get("getCompetitiveness", { companyId: "A1" });
      expect(alpha).toMatchObject({ flow: "import", year: 2024, years: [2024, 2023], partners: 2 });
      expect(alpha.partnerHhi).toBeCloseTo(5 / 9, 12);
      expect(alpha.partnerHhiNormalised).toBeCloseTo(1 / 9, 12);
      expect(alpha.rows).toHaveLength(1);
      expect(alpha.rows[0]).toMatchObject({
        hsCode: "870323",
        hsCodeDescription: expect.any(String),
        market: "US",
        records: 3,
        value: 6000,
        recordShare: 0.6,
        valueShare: 0.5,
        rank: 1,
        companies: 2,
        growth: 2,
        partners: 2,
        isDemo: true,
      });
      expect(alpha.rows[0].partnerHhi).toBeCloseTo(5 / 9, 12);
      const delta = await get("getCompetitiveness", { companyId: "A4", flow: "import", year: 2024 });
      expect(delta.rows).toEqual([
        expect.objectContaining({ recordShare: 0.2, valueShare: 0.5, rank: 2, growth: null, partnerHhi: 1 }),
      ]);
      const exports = await get("getCompetitiveness", { companyId: "A1", flow: "export" });
      expect(exports.rows).toEqual([
        expect.objectContaining({ hsCode: "870899", market: "US", recordShare: 1, rank: 1, companies: 1 }),
      ]);
    });

    it("answers an empty year, 404 for an unknown company and 400 for a bad flow", async () => {
      expect(await get("getCompetitiveness", { companyId: "A4", flow: "export" })).toMatchObject({
        year: null,
        years: [],
        rows: [],
        partnerHhi: null,
      });
      expect((await request("GET", "tradeForCompany/getCompetitiveness", { companyId: "A99" })).status).toBe(404);
      expect(
        (await request("GET", "tradeForCompany/getCompetitiveness", { companyId: "A1", flow: "both" })).status,
      ).toBe(400);
    });
  });
});
