import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { E2E_FIXTURES_ENV } from "../accounts/index.ts";

/**
 * GET /tradeForCompany/getShipmentSet: the whole slice of a company's records as columns, for the
 * page's worker. Acme Oil (A1) imports crude from Canada and Mexico (EIA-like, no value, no exporter)
 * and cars from Acme Shipping (A2, demo bills of lading); A2 exports to A1.
 */
describe("trade by company: the shipment set (GET /tradeForCompany/getShipmentSet)", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const get = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ method: "GET", url: `/csi/tradeForCompany/getShipmentSet?${search.toString()}` });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    process.env[E2E_FIXTURES_ENV] = "1";
    t = await createTestApp({ datasets: [countriesDataset, hsDataset] });
    await sql`INSERT INTO companies (id, aaa_id, name, country_code, source, is_demo) VALUES
      (1, 'A1', 'Acme Oil', 'US', 'eia', false), (2, 'A2', 'Acme Shipping', 'CN', 'demo', true)`.execute(db());
    await sql`INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
        exporter_company_id, exporter_name, hs_code, origin_country, destination_country, quantity, quantity_unit,
        value_usd, source, is_demo) VALUES
      (1, 1, 'monthly-import', '2024-03-01', 1, 'ACME OIL', NULL, NULL, '270900', 'CA', 'US', 10, 'kbbl', NULL, 'eia', false),
      (1, 2, 'monthly-import', '2024-04-01', 1, 'ACME OIL', NULL, NULL, '270900', 'MX', 'US', 5, 'kbbl', NULL, 'eia', false),
      (1, 3, 'monthly-import', '2023-05-01', 1, 'ACME OIL', NULL, NULL, '271000', 'CA', 'US', 7, 'kbbl', NULL, 'eia', false),
      (1, 4, 'bill-of-lading', '2024-07-01', 1, 'Acme Oil', 2, 'Acme Shipping', '870323', 'CN', 'US', 30, 'packages', 500, 'demo', true),
      (1, 5, 'bill-of-lading', '2024-08-01', 1, 'Acme Oil', 2, 'Acme Shipping', NULL, 'CN', 'US', NULL, NULL, 700, 'demo', true)`.execute(
      db(),
    );
  });
  afterAll(async () => {
    delete process.env[E2E_FIXTURES_ENV];
    await t.close();
  });

  it("answers the latest year's records newest first, partners, HS codes and units as indexes", async () => {
    const res = await get({ companyId: "A1" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: expect.any(String) });
    expect(res.body.data).toEqual({
      flow: "import",
      year: 2024,
      total: 4,
      truncated: false,
      partners: ["Acme Shipping"],
      hsCodes: ["870323", "270900"],
      units: ["packages", "kbbl"],
      columns: {
        date: ["2024-08-01", "2024-07-01", "2024-04-01", "2024-03-01"],
        partner: [0, 0, -1, -1],
        hsCode: [-1, 0, 1, 1],
        country: ["CN", "CN", "MX", "CA"],
        value: [700, 500, null, null],
        quantity: [null, 30, 5, 10],
        unit: [-1, 0, 1, 1],
        isDemo: [true, true, false, false],
      },
      sources: [
        { source: "eia", isDemo: false },
        { source: "demo", isDemo: true },
      ],
    });
  });

  it("answers a chosen year and the exports side (the partner is the importer, the country the destination)", async () => {
    const y2023 = (await get({ companyId: "1", year: 2023 })).body.data;
    expect(y2023).toMatchObject({ year: 2023, total: 1, columns: { date: ["2023-05-01"], country: ["CA"] } });
    const exported = (await get({ companyId: "A2", flow: "export" })).body.data;
    expect(exported).toMatchObject({
      flow: "export",
      total: 2,
      partners: ["Acme Oil"],
      columns: { partner: [0, 0], country: ["US", "US"] },
    });
    const none = (await get({ companyId: "A2", flow: "export", year: 2020 })).body.data;
    expect(none).toMatchObject({ year: 2020, total: 0, truncated: false, partners: [], columns: { date: [] } });
  });

  it("answers 404 for an unknown company and 400 for malformed input, in the envelope", async () => {
    const unknown = await get({ companyId: "A999" });
    expect(unknown).toMatchObject({ status: 404, body: { code: 404, msg: expect.any(String), data: null } });
    const malformed: Record<string, string | number>[] = [
      {},
      { companyId: "x y" },
      { companyId: "A1", flow: "sideways" },
      { companyId: "A1", page: 2 },
    ];
    for (const query of malformed) {
      const res = await get(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, msg: expect.any(String), data: null });
    }
  });

  it("the end-to-end fixture adds a seeded slice of demo records, the same for the same seed", async () => {
    const add = (body: object) => t.app.inject({ method: "POST", url: "/csi/dev/bulkShipments", payload: body });
    const res = await add({ companyId: "A1", count: 1000, year: 2022, seed: 3 });
    expect(res.json()).toEqual({ code: 200, msg: expect.any(String), data: { companyId: "1", added: 1000 } });
    const set = (await get({ companyId: "A1", year: 2022 })).body.data;
    expect(set).toMatchObject({ year: 2022, total: 1000, truncated: false, partners: ["Acme Shipping"] });
    expect(set.hsCodes.length).toBeGreaterThan(100);
    expect(new Set(set.columns.date.map((d: string) => d.slice(0, 7))).size).toBe(12);
    expect(set.columns.isDemo.every(Boolean)).toBe(true);
    expect(set.columns.country.every((c: string) => c === "CN")).toBe(true);
    const { rows } = await sql<{ digest: string }>`SELECT md5(string_agg(concat_ws(',', id, arrival_date, hs_code,
        value_usd), ';' ORDER BY id)) AS digest FROM shipments WHERE company_id = 1 AND id > 9000000000`.execute(db());
    // Again with the same seed: the same ids, refused by the primary key, nothing added.
    expect((await add({ companyId: "A1", count: 1000, year: 2022, seed: 3 })).statusCode).toBe(500);
    const again = await sql<{ digest: string }>`SELECT md5(string_agg(concat_ws(',', id, arrival_date, hs_code,
        value_usd), ';' ORDER BY id)) AS digest FROM shipments WHERE company_id = 1 AND id > 9000000000`.execute(db());
    expect(again.rows[0]?.digest).toBe(rows[0]?.digest);
    expect((await add({ companyId: "A999", count: 1, year: 2022, seed: 1 })).statusCode).toBe(404);
    expect((await add({ companyId: "A1", count: 200_001, year: 2022, seed: 1 })).statusCode).toBe(400);
  });
});
