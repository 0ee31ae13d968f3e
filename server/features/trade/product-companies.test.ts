import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { SANCTIONS_DATASETS } from "../sanctions/sanctions.datasets.ts";

type Shipment = [
  company: number,
  id: number,
  date: string,
  importer: [id: number | null, name: string, country: string] | null,
  exporter: [id: number, name: string, country: string] | null,
  hs: string,
  value: number | null,
  isDemo: boolean,
];

/**
 * Hand-made shipment records of crude oil (2709) and around it; every figure below is counted by hand.
 * Suppliers of 2709: 20 (2024: two records, one demo), 21 (2023, named as a BIS Denied Persons entity).
 * Buyers: 10, 11 (demo), 12 (an EIA-like record: a 4-digit heading, no exporter, no value).
 * Upstream: 20 and 21 import valves (8481), 20 also fuel oil (2710); downstream: buyer 10 exports 2710.
 */
const BUYER_A = [10, "Quillfeather Refining", "US"] as const;
const BUYER_B = [11, "Marrowgate Fuels", "US"] as const;
const SUPPLIER = [20, "Zephyrine Crude Partners", "SA"] as const;

describe("product companies (/trade/getProductRankingSb, getProductSupplyChain, getProductChainSanctions)", () => {
  let t: TestApp;
  let denied: { name: string; country: string };
  const db = () => t.database.db;
  const post = async (path: string, body: object) => {
    const res = await t.app.inject({ method: "POST", url: `/csi/trade/${path}`, payload: body });
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (path: string, body: object) => {
    const res = await post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp({
      datasets: [countriesDataset, hsDataset, ...SANCTIONS_DATASETS.filter((d) => d.name === "sanctions-bis-dpl")],
    });
    const { rows } = await sql<{ name: string; country: string }>`
      SELECT e.primary_name AS name, a.country_code AS country FROM sanction_entries e
      JOIN sanction_addresses a USING (list_id, source_id)
      WHERE e.list_id = 'bis-dpl' AND e.entry_type = 'entity' AND a.country_code IS NOT NULL
      ORDER BY e.source_id LIMIT 1`.execute(db());
    denied = rows[0]!;
    const shipments: Shipment[] = [
      [10, 1, "2024-02-01", [...BUYER_A], [...SUPPLIER], "270900", 100, false],
      [11, 2, "2024-05-01", [...BUYER_B], [...SUPPLIER], "270900", 50, true],
      [10, 3, "2023-07-01", [...BUYER_A], [21, denied.name, denied.country], "270900", 30, false],
      [12, 4, "2024-03-01", [12, "Ostrander Terminal", "US"], null, "2709", null, false],
      [20, 5, "2024-01-15", [20, SUPPLIER[1], "SA"], [30, "Valvemark Works", "DE"], "848180", 7, true],
      [21, 6, "2024-01-20", [21, denied.name, denied.country], [31, "Pellucid Valves", "IT"], "848120", 3, false],
      [20, 7, "2024-02-15", [20, SUPPLIER[1], "SA"], [32, "Harrowby Refinery", "NL"], "271019", 1, true],
      [40, 8, "2024-03-15", [40, "Lindqvist Marine", "SE"], [...BUYER_A], "271012", 60, false],
      // Live horses, naming neither party: a year with records of 0101 but no company to rank.
      [12, 9, "2021-06-01", null, null, "010121", 5, false],
    ];
    for (const [company, id, date, importer, exporter, hs, value, isDemo] of shipments) {
      await sql`INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
          importer_country, exporter_company_id, exporter_name, exporter_country, hs_code, value_usd, source, is_demo)
        VALUES (${company}, ${id}, 'bill-of-lading', ${date}, ${importer?.[0] ?? null}, ${importer?.[1] ?? null},
          ${importer?.[2] ?? null}, ${exporter?.[0] ?? null}, ${exporter?.[1] ?? null}, ${exporter?.[2] ?? null},
          ${hs}, ${value}, ${isDemo ? "demo" : "test-bol"}, ${isDemo})`.execute(db());
    }
    await sql`INSERT INTO sanctioned_products (list_id, programme_code, hs_code, description, source)
      VALUES ('bis-dpl', 'TEST', '2709', 'Crude petroleum (test row)', 'test')`.execute(db());
  }, 300_000);
  afterAll(() => t.close());

  it("getProductRankingDropDownSb: years with records on either side, newest first", async () => {
    expect(await data("getProductRankingDropDownSb", { hsCode: "2709" })).toEqual({
      years: [2024, 2023],
      flows: ["export", "import"],
    });
    // 0101 has a record of 2021 naming neither side: no year to rank.
    expect((await data("getProductRankingDropDownSb", { hsCode: "0101" })).years).toEqual([]);
  });

  it("getProductRankingSb: suppliers of the latest year, with shares of records and the demo part", async () => {
    const ranking = await data("getProductRankingSb", { hsCode: "2709", flow: "export" });
    expect(ranking).toMatchObject({ year: 2024, flow: "export", companies: 1, records: 2, total: 150, demoShare: 0.5 });
    expect(ranking.rows).toEqual([
      {
        companyId: "20",
        name: SUPPLIER[1],
        countryCode: "SA",
        records: 2,
        value: 150,
        recordShare: 1,
        partners: 2,
        lastDate: "2024-05-01",
        source: "demo",
        isDemo: true,
      },
    ]);
    const older = await data("getProductRankingSb", { hsCode: "2709", flow: "export", year: 2023 });
    expect(older.rows.map((r: { name: string }) => r.name)).toEqual([denied.name]);
  });

  it("getProductRankingSb: buyers by records then value; a 6-digit code leaves 4-digit records out", async () => {
    const heading = await data("getProductRankingSb", { hsCode: "2709", flow: "import", year: 2024 });
    expect(heading.rows.map((r: { companyId: string; value: number | null }) => [r.companyId, r.value])).toEqual([
      ["10", 100],
      ["11", 50],
      ["12", null],
    ]);
    expect(heading.demoShare).toBeCloseTo(1 / 3, 10);
    const subheading = await data("getProductRankingSb", { hsCode: "270900", flow: "import", year: 2024, limit: 1 });
    expect(subheading).toMatchObject({ companies: 2, records: 2, total: 150 });
    expect(subheading.rows.map((r: { companyId: string }) => r.companyId)).toEqual(["10"]);
  });

  it("getProductSupplyChain: headings the suppliers import and the buyers export", async () => {
    const chain = await data("getProductSupplyChain", { hsCode: "2709" });
    expect(chain).toMatchObject({ hsCode: "2709", suppliers: 2, buyers: 3 });
    expect(
      chain.upstream.map((r: { hsCode: string; companies: number; records: number; value: number }) => [
        r.hsCode,
        r.companies,
        r.records,
        r.value,
      ]),
    ).toEqual([
      ["8481", 2, 2, 10],
      ["2710", 1, 1, 1],
    ]);
    expect(chain.upstream[0].isDemo).toBe(true);
    expect(chain.upstream[0].hsCodeDescription).toMatch(/valves/i);
    expect(chain.downstream).toEqual([
      expect.objectContaining({ hsCode: "2710", companies: 1, records: 1, value: 60, isDemo: false }),
    ]);
    // The chapter holds 2710 itself: its own codes are not a link.
    const chapter = await data("getProductSupplyChain", { hsCode: "27" });
    expect(chapter.upstream.map((r: { hsCode: string }) => r.hsCode)).toEqual(["8481"]);
    expect(chapter.downstream).toEqual([]);
  });

  it("getProductChainSanctions: programmes above or under the code, and the denied supplier found", async () => {
    const exposure = await data("getProductChainSanctions", { hsCode: "270900" });
    expect(exposure.programmes).toEqual([
      expect.objectContaining({ listId: "bis-dpl", programme: "TEST", hsCode: "2709" }),
    ]);
    expect(exposure.screened).toBe(4);
    expect(exposure.lists.map((l: { id: string }) => l.id)).toEqual(["bis-dpl"]);
    expect(exposure.parties).toHaveLength(1);
    expect(exposure.parties[0]).toMatchObject({ role: "supplier", name: denied.name, companyId: "21", isDemo: false });
    expect(exposure.parties[0].score).toBeGreaterThanOrEqual(exposure.threshold);
    expect(exposure.parties[0].datasets).toContain("bis-dpl");
    expect((await data("getProductChainSanctions", { hsCode: "27" })).programmes).toHaveLength(1);
    expect((await data("getProductChainSanctions", { hsCode: "2710" })).programmes).toEqual([]);
  });

  it.each([
    ["getProductRankingSb", { hsCode: "27a" }, 400],
    ["getProductRankingSb", { hsCode: "2709", limit: 0 }, 400],
    ["getProductRankingSb", { hsCode: "2709", flow: "both" }, 400],
    ["getProductRankingDropDownSb", { hsCode: "2709", year: 2024 }, 400],
    ["getProductSupplyChain", {}, 400],
    ["getProductChainSanctions", { hsCode: "1" }, 400],
    ["getProductRankingSb", { hsCode: "0000" }, 404],
    ["getProductRankingDropDownSb", { hsCode: "0000" }, 404],
    ["getProductSupplyChain", { hsCode: "0000" }, 404],
    ["getProductChainSanctions", { hsCode: "0000" }, 404],
  ])("%s %j answers %i with the envelope", async (path, body, status) => {
    const res = await post(path, body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: status, data: null });
    expect(res.body.msg).toEqual(expect.any(String));
  });
});
