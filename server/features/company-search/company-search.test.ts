import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaOf, COMPANIES, get, insertSearchFixture, TEST_NOW } from "./search.test-fixture.ts";

type Row = { name: string; aaaId: string; countryCode: string; foundedOn: string | null; dataQuality: number };
const names = (rows: Row[]) => rows.map((r) => r.name);

describe("GET /csi/company/search and /csi/company/filters", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW });
    await insertSearchFixture(t.database.db);
  });
  afterAll(() => t.close());

  describe("rows", () => {
    it("answers a result row with the profile id, source and demo flag", async () => {
      const { status, json } = await get(t, "/company/search", { searchname: "Nordwind" });
      expect(status).toBe(200);
      expect(json.code).toBe(200);
      expect(json.data).toMatchObject({ total: 1, page: 1, pageSize: 20, matchMode: "first-word" });
      expect(json.data.rows[0]).toMatchObject({
        aaaId: aaaOf(16),
        name: "Nordwind Logistik GmbH",
        countryCode: "DE",
        city: "Hamburg",
        industrySection: "H",
        industryCode: "4941",
        foundedOn: "2015-02-01",
        yearsInBusiness: 11,
        isListed: false,
        source: "demo",
        isDemo: true,
      });
    });

    it("maps a US SIC code to its ISIC section", async () => {
      const { json } = await get(t, "/company/search", { searchname: "Microsoft" });
      expect(json.data.rows[0]).toMatchObject({
        industrySection: "J",
        industryCode: "7372",
        isDemo: false,
        source: "test",
      });
    });

    it("limits the search to the chosen country (companyCountry)", async () => {
      const { json } = await get(t, "/company/search", { searchname: "bosch", keword: 1, companyCountry: "de" });
      expect(names(json.data.rows)).toEqual(["Robert Bosch GmbH"]);
    });

    it("lists a country's companies without text (browse), best data first", async () => {
      const { json } = await get(t, "/company/search", { companyCountry: "DE" });
      expect(json.data.matchMode).toBe("browse");
      expect(json.data.total).toBe(COMPANIES.filter((c) => c.country === "DE").length);
      const quality = json.data.rows.map((r: Row) => r.dataQuality);
      expect(quality).toEqual([...quality].sort((a, b) => b - a));
    });
  });

  describe("filters", () => {
    it("filters by country, industry, listed and years in business, together", async () => {
      const base = { searchname: "deutsche" };
      expect(
        (await get(t, "/company/search", { ...base, industry: "K" })).json.data.rows.map((r: Row) => r.name),
      ).toEqual(["Deutsche Bank Aktiengesellschaft"]);
      const browse = await get(t, "/company/search", { country: "DE,US", listed: "unlisted" });
      expect(names(browse.json.data.rows).sort()).toEqual([
        "Acme Trading LLC",
        "Nordwind Logistik GmbH",
        "Robert Bosch GmbH",
      ]);
      const young = await get(t, "/company/search", { years: "0-5", sort: "name", order: "asc" });
      expect(names(young.json.data.rows)).toEqual(["Green Apple Foods Ltd"]);
      const boundary = await get(t, "/company/search", { years: "5-10", sort: "name", order: "asc" });
      expect(names(boundary.json.data.rows)).toEqual([
        "Nordic Wind Power AS",
        "Pineapple Express Ltd",
        "Siemens Energy AG",
      ]);
    });

    it("counts each facet with the other filters but not its own", async () => {
      const { status, json } = await get(t, "/company/filters", { searchname: "bank", keword: 1, country: "DE" });
      expect(status).toBe(200);
      expect(json.data.total).toBe(1);
      expect(json.data.country).toEqual([
        { value: "CN", count: 1 },
        { value: "DE", count: 1 },
        { value: "US", count: 1 },
      ]);
      expect(json.data.industry).toEqual([{ value: "K", count: 1 }]);
      expect(json.data.listed).toEqual([{ value: "listed", count: 1 }]);
      expect(json.data.years).toEqual([{ value: "20+", count: 1 }]);
    });

    it("counts the whole data set when browsing, leaving out unknown founding dates", async () => {
      const { json } = await get(t, "/company/filters", {});
      expect(json.data.total).toBe(COMPANIES.length);
      const years = json.data.years.reduce((sum: number, f: { count: number }) => sum + f.count, 0);
      expect(years).toBe(COMPANIES.filter((c) => c.founded).length);
      expect(json.data.listed).toEqual([
        { value: "listed", count: COMPANIES.filter((c) => c.ticker).length },
        { value: "unlisted", count: COMPANIES.filter((c) => !c.ticker).length },
      ]);
      expect(json.data.years.map((f: { value: string }) => f.value)).toEqual(["0-5", "5-10", "10-20", "20+"]);
    });

    it("uses the typo-tolerant rule in the facets when the search does", async () => {
      const { json } = await get(t, "/company/filters", { searchname: "Microsfot" });
      expect(json.data).toMatchObject({ matchMode: "fuzzy", total: 1, country: [{ value: "US", count: 1 }] });
    });

    it("says so when a filter empties a list the text found (no look-alikes)", async () => {
      const { json } = await get(t, "/company/search", { searchname: "tesla", country: "FR" });
      expect(json.data).toMatchObject({ total: 0, rows: [], matchMode: "first-word" });
    });
  });

  describe("sort and paging", () => {
    it("sorts by name, founding date and data quality, both ways", async () => {
      const query = { companyCountry: "DE", pageSize: 10 };
      const byName = await get(t, "/company/search", { ...query, sort: "name", order: "asc" });
      expect(names(byName.json.data.rows)).toEqual([
        "Deutsche Bank Aktiengesellschaft",
        "Deutsche Post AG",
        "Nordwind Logistik GmbH",
        "Robert Bosch GmbH",
        "Siemens Aktiengesellschaft",
        "Siemens Energy AG",
      ]);
      // Without an order, names run A -> Z.
      const byNameDefault = await get(t, "/company/search", { ...query, sort: "name" });
      expect(names(byNameDefault.json.data.rows)).toEqual(names(byName.json.data.rows));
      const byNameDesc = await get(t, "/company/search", { ...query, sort: "name", order: "desc" });
      expect(names(byNameDesc.json.data.rows)).toEqual(names(byName.json.data.rows).reverse());
      const founded = await get(t, "/company/search", { ...query, sort: "foundedOn", order: "asc" });
      expect(founded.json.data.rows[0].name).toBe("Siemens Aktiengesellschaft");
      const quality = await get(t, "/company/search", { ...query, sort: "dataQuality", order: "asc" });
      expect(quality.json.data.rows[0].name).toBe("Nordwind Logistik GmbH");
    });

    it("puts unknown founding dates last either way", async () => {
      for (const order of ["asc", "desc"]) {
        const { json } = await get(t, "/company/search", { country: "US", sort: "foundedOn", order, pageSize: 10 });
        expect(json.data.rows.at(-1).name).toBe("Acme Trading LLC");
      }
    });

    it("pages through the result without overlap, and reports the total past the end", async () => {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const { json } = await get(t, "/company/search", { sort: "name", order: "asc", page, pageSize: 10 });
        expect(json.data).toMatchObject({ total: COMPANIES.length, page, pageSize: 10 });
        seen.push(...json.data.rows.map((r: Row) => r.aaaId));
      }
      expect(new Set(seen).size).toBe(COMPANIES.length);
      const past = await get(t, "/company/search", { sort: "name", page: 4, pageSize: 10 });
      expect(past.json.data).toMatchObject({ total: COMPANIES.length, rows: [] });
    });
  });

  describe("autocomplete (ieflag=1)", () => {
    it("answers the spec's suggestion rows", async () => {
      const { json } = await get(t, "/company/search", { company_name: "appl", page: 1, pageSize: 99, ieflag: 1 });
      expect(json.data.rows[0]).toEqual({
        aaa_id: aaaOf(1),
        company_name_en: "Apple Inc.",
        company_country: "US",
        matched_name: null,
        is_demo: false,
      });
      expect(json.data.total).toBe(3);
    });

    it("gives no suggestions for empty text", async () => {
      const { json } = await get(t, "/company/search", { company_name: "  ", pageSize: 99, ieflag: 1 });
      expect(json.data).toEqual({ total: 0, rows: [] });
    });
  });

  describe("validation", () => {
    it.each([
      [{ searchname: "a", pageSize: 7 }, "pageSize"],
      [{ searchname: "a", keword: 3 }, "keword"],
      [{ searchname: "a", sort: "revenue" }, "sort"],
      [{ searchname: "a", country: "Germany" }, "country"],
      [{ searchname: "a", page: 0 }, "page"],
      [{ searchname: "a".repeat(201) }, "searchname"],
    ])("refuses %o with the 400 envelope", async (query, field) => {
      const { status, json } = await get(t, "/company/search", query);
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: 400, data: null });
      expect(json.msg).toContain(field);
    });

    it("keeps the page size of 99 for the autocomplete (code -1)", async () => {
      const { status, json } = await get(t, "/company/search", { searchname: "apple", pageSize: 99 }, "ge_DE");
      expect(status).toBe(400);
      expect(json.code).toBe(-1);
      expect(json.msg).toContain("Autovervollständigung");
    });
  });

  it("names the data labels in the caller's language", async () => {
    const { json } = await get(t, "/company/getCompanyLabelList", {}, "fa_FA");
    expect(json.data[0]).toEqual({
      key: "name",
      title: "Nom de l’entreprise",
      group: "identity",
      isDefault: true,
      isRequired: true,
      sortField: "name",
    });
    expect(json.data.filter((l: { isDefault: boolean }) => l.isDefault).map((l: { key: string }) => l.key)).toEqual([
      "name",
      "country",
      "industry",
      "foundedOn",
      "listed",
      "dataQuality",
    ]);
  });
});
