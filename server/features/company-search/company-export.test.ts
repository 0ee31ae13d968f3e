import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signedInTestUser } from "../../test/signed-in.ts";
import { aaaOf, get, insertSearchFixture, TEST_NOW } from "./search.test-fixture.ts";
import { parseCsv } from "../../lib/csv.ts";
import { cellText } from "../../lib/cell-text.ts";

type Row = { aaaId: string; name: string };

let token = "";

async function exported(t: TestApp, query: Record<string, string>, language = "en_US") {
  const headers = { language, authorization: token };
  return t.app.inject({ method: "GET", url: "/csi/company/export", query, headers });
}

async function xlsxRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : cellText(v)))),
  );
  return rows;
}

describe("GET /csi/company/export", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW });
    await insertSearchFixture(t.database.db);
    ({ token } = await signedInTestUser(t));
  });
  afterAll(() => t.close());

  const filtered = { searchname: "bank", keword: "1", listed: "listed", sort: "name", order: "asc" };

  it("writes the filtered result as XLSX, row for row as the search lists it", async () => {
    const search = await get(t, "/company/search", { ...filtered, pageSize: 100 });
    const response = await exported(t, { ...filtered, format: "xlsx", columns: "name,country,dataQuality" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="companies-\d{8}-\d{4}\.xlsx"/);
    expect(response.headers["x-total-rows"]).toBe(String(search.json.data.total));
    const [header, ...rows] = await xlsxRows(response.rawPayload);
    expect(header).toEqual(["ID", "Company name", "Country", "Data quality"]);
    expect(rows.map((r) => [r[0], r[1]])).toEqual(search.json.data.rows.map((r: Row) => [r.aaaId, r.name]));
    expect(rows[0]).toEqual([aaaOf(8), "BANK OF AMERICA CORP /DE/", "United States", "89"]);
  });

  it("writes CSV with a byte-order mark, quoted fields and the caller's language", async () => {
    const response = await exported(t, { companyCountry: "DE", sort: "name", order: "asc", format: "csv" }, "ge_DE");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const text = response.rawPayload.toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const { records } = parseCsv(text.slice(1));
    const [header, ...rows] = records.map((r) => r.fields);
    expect(header?.slice(0, 4)).toEqual(["Kennung", "Unternehmensname", "Land", "Stadt"]);
    expect(rows.map((r) => r[1])).toEqual([
      "Deutsche Bank Aktiengesellschaft",
      "Deutsche Post AG",
      "Nordwind Logistik GmbH",
      "Robert Bosch GmbH",
      "Siemens Aktiengesellschaft",
      "Siemens Energy AG",
    ]);
    expect(rows[0]).toContain("Deutschland");
    expect(rows[0]).toContain("Ja (DBK, XTEST)");
  });

  it("writes the selection in the order given, whatever the filters", async () => {
    const ids = [aaaOf(21), aaaOf(5), aaaOf(11)].join(",");
    const response = await exported(t, { ids, format: "xlsx", companyCountry: "FR" });
    const [, ...rows] = await xlsxRows(response.rawPayload);
    expect(rows.map((r) => r[1])).toEqual([
      "Tesla, Inc.",
      "Siemens Aktiengesellschaft",
      "Huawei Technologies Co., Ltd.",
    ]);
  });

  it("refuses an unknown format with the 400 envelope", async () => {
    const response = await exported(t, { format: "pdf" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    await t.database.db
      .updateTable("companies")
      .set({ website: '=HYPERLINK("http://x")' })
      .where("id", "=", "5000000000021")
      .execute();
    const response = await exported(t, { ids: aaaOf(21), format: "csv", columns: "website" });
    expect(response.rawPayload.toString("utf8")).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});
