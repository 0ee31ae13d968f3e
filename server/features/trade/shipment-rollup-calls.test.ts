import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { runImportCommand } from "../../import/import-command.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { normaliseName } from "../../lib/name-normalise.ts";

/**
 * Every call moved from shipments onto the company roll-up (decision 0057) answers a shipment a
 * bill-of-lading import adds, once the import's own refresh has run: Alpha (US) imports tents from
 * Beta (CN) in the first file; the second adds furniture from Gamma (VN) to Alpha and kitchen machines
 * from Alpha to Gamma.
 */
const COMPANIES = [
  [1, "A1", "Alpha Outdoor Supply LLC", "US"],
  [2, "A2", "Beta Textiles Co Ltd", "CN"],
  [3, "A3", "Gamma Woodcraft Joint Stock Company", "VN"],
] as const;
const HEADER =
  "bill_no,master_bol,arrival_date,importer_name,importer_address,importer_country,exporter_name,exporter_address,exporter_country,cargo_description,hs_code,origin_country,destination_country,port_of_lading,port_of_unlading,carrier,vessel,container_count,container_type,weight,weight_unit,quantity,quantity_unit,value_usd";
const FIRST = `${HEADER}
ROLL0001,,2024-03-04,Alpha Outdoor Supply LLC,Long Beach,US,Beta Textiles Co Ltd,Ningbo,CN,TENTS,6306.22,CN,US,57035,2709,MAEU,MAERSK KENSINGTON,2,40HC,18420,KG,1150,CTN,84210.50
`;
const SECOND = `${HEADER}
ROLL0002,,2024-05-06,Alpha Outdoor Supply LLC,Long Beach,US,Gamma Woodcraft Joint Stock Company,Binh Duong,VN,WOODEN FURNITURE,9403.50,VN,US,55206,2709,EGLV,EVER ACE,4,40HC,52300,KG,640,PKG,238000
ROLL0003,,2024-05-20,Gamma Woodcraft Joint Stock Company,Binh Duong,VN,Alpha Outdoor Supply LLC,Long Beach,US,FOOD MIXERS,8509.40,US,VN,2709,55206,EGLV,EVER ACE,1,20GP,3000,KG,200,PCS,41000
`;

describe("calls read the company roll-up: an imported shipment shows after the import's refresh", () => {
  let t: TestApp;
  let work: string;
  const db = () => t.database.db;
  const call = async (method: "GET" | "POST", path: string, params: Record<string, string | number>) => {
    const res =
      method === "GET"
        ? await t.app.inject({
            method,
            url: `/csi/${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`,
          })
        : await t.app.inject({ method, url: `/csi/${path}`, payload: params });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const get = (path: string, query: Record<string, string | number>) => call("GET", path, query);
  const post = (path: string, body: Record<string, string | number>) => call("POST", path, body);
  const importBills = async (name: string, csv: string) => {
    const file = join(work, name);
    writeFileSync(file, csv);
    let out = "";
    const stderr = { write: (s: string) => ((out += s), true) };
    const status = await runImportCommand(["--format", "bill-of-lading", "--file", file], {
      database: t.database,
      dataDir: work,
      stderr,
    });
    expect(status, out).toBe(0);
  };
  const pending = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM shipment_rollup_dirty`.execute(db())).rows[0]?.n;

  /** Every moved call, each reduced to what the second file's records change in it. */
  const answers = async () => ({
    searchTrade: (await get("tradeForCompany/searchTrade", { company_name: "alpha" })).rows[0],
    searchFilterConditions: await get("tradeForCompany/searchFilterConditions", { company_name: "gamma" }),
    tradeTrends: await get("tradeForCompany/tradeTrends", { companyId: "A1" }),
    getTradeMapYear: await get("tradeForCompany/getTradeMapYear", { companyId: "A1", flow: "export" }),
    getTradeMap: await get("tradeForCompany/getTradeMap", { companyId: "A1", year: 2024 }),
    getCountries: await get("tradeForCompany/getCountries", { companyId: "A1", year: 2024 }),
    getPartners: await get("tradeForCompany/getPartners", { companyId: "A1", year: 2024 }),
    getProducts: await get("tradeForCompany/getProducts", { companyId: "A1", year: 2024 }),
    getImportExport: await get("businessActivities/getImportExport", { id: "A1" }),
    getImportorExportTransaction: await get("businessActivities/getImportorExportTransaction", { id: "A1" }),
    getImportOrExportTradeByContinent: await get("businessActivities/getImportOrExportTradeByContinent", {
      id: "A1",
      flow: "export",
    }),
    getImportOrExportProductTrade: await get("businessActivities/getImportOrExportProductTrade", { id: "A1" }),
    showImportorExportForSCRanks: await get("businessActivities/showImportorExportForSCRanks", { id: "A1" }),
    getImportorExportRankBySC: await get("businessActivities/getImportorExportRankBySC", { id: "A1" }),
    businessSupplyChain: await get("businessActivities/getSupplyChain", { id: "A1" }),
    getProductRankingDropDownSb: await post("trade/getProductRankingDropDownSb", { hsCode: "9403" }),
    getProductRankingSb: await post("trade/getProductRankingSb", { hsCode: "94", flow: "export" }),
    getProductSupplyChain: await post("trade/getProductSupplyChain", { hsCode: "6306" }),
    getProductChainSanctions: await post("trade/getProductChainSanctions", { hsCode: "94" }),
    hasDataYearMonthWithImportOrExport: await get("trade/country/hasDataYearMonthWithImportOrExport", {
      countryCode: "VN",
      flow: "export",
    }),
    showNationalTradeEnterprises: await get("trade/country/showNationalTradeEnterprises", {
      countryCode: "US",
      flow: "import",
    }),
  });
  let before: Awaited<ReturnType<typeof answers>>;
  let after: Awaited<ReturnType<typeof answers>>;

  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset, hsDataset] });
    work = mkdtempSync(join(tmpdir(), "rollup-calls-"));
    for (const [id, aaa, name, country] of COMPANIES) {
      await sql`INSERT INTO companies (id, aaa_id, name, country_code, source, is_demo)
        VALUES (${id}, ${aaa}, ${name}, ${country}, 'test', false)`.execute(db());
      await sql`INSERT INTO company_names (company_id, kind, name, normalised, source, is_demo)
        VALUES (${id}, 'primary', ${name}, ${normaliseName(name)}, 'test', false)`.execute(db());
    }
    await importBills("bills-1.csv", FIRST);
    before = await answers();
    await importBills("bills-2.csv", SECOND);
    // The import refreshed its months itself: nothing is left for a call to fold in.
    expect(await pending()).toBe(0);
    after = await answers();
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("the import wrote the roll-up rows of its months", async () => {
    const { rows } = await sql<{ month: string; records: number }>`SELECT to_char(month, 'YYYY-MM') AS month,
      sum(records)::int AS records FROM shipment_rollup_cpm GROUP BY 1 ORDER BY 1`.execute(db());
    expect(rows).toEqual([
      { month: "2024-03", records: 1 },
      { month: "2024-05", records: 2 },
    ]);
  });

  it("the trade search: records of the company and the filters of the new trader", () => {
    expect(before.searchTrade).toMatchObject({ imports: 1, exports: 0 });
    expect(after.searchTrade).toMatchObject({ imports: 2, exports: 1 });
    expect(before.searchFilterConditions).toEqual({ countries: [], flows: [], hsChapters: [], years: [] });
    expect(after.searchFilterConditions.years).toEqual([expect.objectContaining({ companies: 1 })]);
    expect(after.searchFilterConditions.flows).toHaveLength(2);
  });

  it("the company page: trends, years, map, countries, partners and products", () => {
    expect(before.tradeTrends).toMatchObject({
      imports: { records: 1 },
      exports: { records: 0 },
      lastDate: "2024-03-04",
    });
    expect(after.tradeTrends).toMatchObject({
      imports: { records: 2 },
      exports: { records: 1 },
      lastDate: "2024-05-20",
    });
    expect(before.getTradeMapYear.years).toEqual([]);
    expect(after.getTradeMapYear.years).toEqual([2024]);
    expect(JSON.stringify(before.getTradeMap)).not.toContain('"VN"');
    expect(JSON.stringify(after.getTradeMap)).toContain('"VN"');
    expect(JSON.stringify(before.getCountries)).not.toContain('"VN"');
    expect(JSON.stringify(after.getCountries)).toContain('"VN"');
    expect(JSON.stringify(before.getPartners)).not.toContain("Gamma");
    expect(JSON.stringify(after.getPartners)).toContain("Gamma");
    expect(JSON.stringify(before.getProducts)).not.toContain("940350");
    expect(JSON.stringify(after.getProducts)).toContain("940350");
  });

  it("the company profile's business tabs", () => {
    expect(before.getImportExport.imports).toMatchObject({ records: 1 });
    expect(after.getImportExport.imports).toMatchObject({ records: 2, lastDate: "2024-05-06" });
    expect(after.getImportExport.exports).toMatchObject({ records: 1 });
    expect(JSON.stringify(before.getImportorExportTransaction)).not.toContain("2024-05");
    expect(JSON.stringify(after.getImportorExportTransaction)).toContain("2024-05");
    expect(JSON.stringify(before.getImportOrExportTradeByContinent)).not.toContain('"VN"');
    expect(JSON.stringify(after.getImportOrExportTradeByContinent)).toContain('"VN"');
    expect(JSON.stringify(before.getImportOrExportProductTrade)).not.toContain('"9403"');
    expect(JSON.stringify(after.getImportOrExportProductTrade)).toContain('"9403"');
    expect(JSON.stringify(before.showImportorExportForSCRanks)).not.toContain("export");
    expect(JSON.stringify(after.showImportorExportForSCRanks)).toContain("export");
    expect(JSON.stringify(before.getImportorExportRankBySC)).not.toContain("Gamma");
    expect(JSON.stringify(after.getImportorExportRankBySC)).toContain("Gamma");
    expect(JSON.stringify(before.businessSupplyChain)).not.toContain("Gamma");
    expect(JSON.stringify(after.businessSupplyChain)).toContain("Gamma");
  });

  it("the product page: suppliers and buyers, supply chain and the screened parties", () => {
    expect(before.getProductRankingDropDownSb.years).toEqual([]);
    expect(after.getProductRankingDropDownSb.years).toEqual([2024]);
    expect(before.getProductRankingSb.rows).toEqual([]);
    expect(after.getProductRankingSb.rows).toEqual([expect.objectContaining({ records: 1, name: COMPANIES[2][2] })]);
    expect(JSON.stringify(before.getProductSupplyChain)).not.toContain('"8509"');
    expect(JSON.stringify(after.getProductSupplyChain)).toContain('"8509"');
    expect(before.getProductChainSanctions.screened).toBe(0);
    expect(after.getProductChainSanctions.screened).toBe(2);
  });

  it("the country page: months and enterprises", () => {
    expect(before.hasDataYearMonthWithImportOrExport.months).toEqual([]);
    expect(after.hasDataYearMonthWithImportOrExport.months).toEqual(["2024-05"]);
    expect(before.showNationalTradeEnterprises.rows).toEqual([expect.objectContaining({ records: 1 })]);
    expect(after.showNationalTradeEnterprises.rows).toEqual([
      expect.objectContaining({ records: 2, partners: ["CN", "VN"], firstDate: "2024-03-04", lastDate: "2024-05-06" }),
    ]);
  });
});
