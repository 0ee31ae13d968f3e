import ExcelJS from "exceljs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { grantTier, signedInTestUser } from "../../test/signed-in.ts";
import { countriesDataset, hsDataset } from "../reference/index.ts";
import { aaaId } from "../companies/index.ts";
import { LEADS_MAX_HEADS } from "../../../contract/leads.ts";

/**
 * Leads on hand-made shipments whose scores are worked out by hand (docs/decisions/0037-leads.md):
 * A (US) imports laptops from three exporters, growing (300 USD in the last 12 months, 100 before);
 * B (DE) imported them once, three years before; C (US) imports coffee only; X (CN) exports laptops;
 * D (CN) only lists them in its catalogue.
 */
const [A, B, C, X, D] = [101, 102, 103, 104, 105];
const COMPANIES: [number, string, string, string, number | null][] = [
  [A, "Alpha Imports Inc", "US", "C", 500],
  [B, "Beta Handel GmbH", "DE", "G", 20],
  [C, "Coffee Corner LLC", "US", "G", 5],
  [X, "Xin Electronics Co", "CN", "C", 2000],
  [D, "Dragon Devices Ltd", "CN", "C", null],
];
type Record = [
  importer: number,
  exporter: number | null,
  exporterName: string,
  country: string,
  hs: string,
  date: string,
  value: number,
];
const RECORDS: Record[] = [
  [A, X, "Xin Electronics Co", "CN", "847130", "2023-09-01", 50],
  [A, null, "Yuan Ltd", "TW", "847130", "2024-03-01", 50],
  [A, X, "Xin Electronics Co", "CN", "847130", "2024-08-01", 75],
  [A, null, "Zeta GmbH", "DE", "847130", "2024-12-01", 75],
  [A, null, "Yuan Ltd", "TW", "847130", "2025-03-01", 75],
  [A, X, "Xin Electronics Co", "CN", "847130", "2025-06-30", 75],
  [B, X, "Xin Electronics Co", "CN", "847130", "2022-01-15", 40],
  [C, null, "Cafe Export SA", "BR", "090111", "2025-05-01", 999],
];

describe("leads (/findPartnerPc/*, /findPartner/*)", () => {
  let t: TestApp;
  const db = () => t.database.db;
  const call = async (method: "GET" | "POST", url: string, payload?: object, token?: string, language = "en_US") => {
    const res = await t.app.inject({
      method,
      url: `/csi${url}`,
      ...(payload ? { payload } : {}),
      headers: { language, ...(token ? { authorization: token } : {}) },
    });
    return {
      status: res.statusCode,
      body: res.headers["content-type"]?.includes("json") ? res.json() : null,
      raw: res,
    };
  };
  const data = async (method: "GET" | "POST", url: string, payload?: object, token?: string) => {
    const res = await call(method, url, payload, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const seller = { role: "seller", products: ["8471"], countries: [], industries: [], sizes: [] };
  const buyer = { ...seller, role: "buyer" };

  beforeAll(async () => {
    t = await createTestApp({ datasets: [countriesDataset, hsDataset] });
    for (const [id, name, country, section, employees] of COMPANIES) {
      const isic = { C: "2620", G: "4651" }[section];
      await sql`INSERT INTO companies (id, aaa_id, name, country_code, isic, employees, source)
        VALUES (${id}, ${aaaId(id)}, ${name}, ${country}, ${isic}, ${employees}, 'test')`.execute(db());
      await sql`INSERT INTO company_addresses (company_id, seq, kind, city, country_code, source)
        VALUES (${id}, 1, 'registered', ${`${name.split(" ")[0]} City`}, ${country}, 'test')`.execute(db());
    }
    let n = 0;
    for (const [importer, exporter, exporterName, country, hs, date, value] of RECORDS) {
      const importerName = COMPANIES.find((c) => c[0] === importer)?.[1];
      await sql`INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
          importer_country, exporter_company_id, exporter_name, exporter_country, hs_code, value_usd, cargo_description,
          origin_country, destination_country, source)
        VALUES (${importer}, ${++n}, 'bill-of-lading', ${date}::date, ${importer}, ${importerName}, 'US', ${exporter},
          ${exporterName}, ${country}, ${hs}, ${value}, 'Laptops', ${country}, 'US', 'test')`.execute(db());
    }
    await sql`INSERT INTO credit_assessments (company_id, year, rating, risk_indicator, source) VALUES
      (${A}, 2023, 'BB', 'moderate', 'test'), (${A}, 2024, 'AA', 'low', 'test'), (${B}, 2024, 'CCC', 'high', 'test')`.execute(
      db(),
    );
    await sql`INSERT INTO company_products (company_id, seq, name, hs_code, source)
      VALUES (${D}, 1, 'Notebook computers', '847130', 'test')`.execute(db());
    await sql`INSERT INTO industry_codes (scheme, code, level, level_name, description, position, source) VALUES
      ('isic4', 'C', 1, 'section', 'Manufacturing', 3, 'test'),
      ('isic4', 'G', 1, 'section', 'Wholesale and retail trade', 7, 'test'),
      ('isic4', '2620', 4, 'class', 'Manufacture of computers and peripheral equipment', 300, 'test')`.execute(db());
  });
  afterAll(() => t.close());

  it("ranks a seller's buyers (importers) by volume, recency, growth, partners and credit, with the reasons", async () => {
    const page = await data("POST", "/findPartnerPc/search", { answers: seller });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20, asOf: "2025-06-30" });
    const [a, b] = page.rows;
    // A: volume 40 + recent 15 + growth (300/100 - 1 = 2, capped) 15 + 3 partners 6 + low risk 20.
    expect(a).toMatchObject({
      aaaId: aaaId(A),
      name: "Alpha Imports Inc",
      city: "Alpha City",
      countryCode: "US",
      industry: "C",
      size: "large",
      score: 96,
      shipments: 6,
      tradeValue: 400,
      partners: 3,
      products: ["847130"],
      lastShipment: "2025-06-30",
      growth: 2,
      rating: "AA",
      risk: "low",
    });
    expect(a.reasons.map((r: { kind: string }) => r.kind)).toEqual([
      "shipments",
      "recent",
      "growth",
      "partners",
      "credit",
    ]);
    // B: volume 40 ln(41)/ln(401) = 24.8, nothing recent, one partner 2, high risk 3.
    expect(b).toMatchObject({ aaaId: aaaId(B), score: 30, size: "small", risk: "high", growth: null });
    expect(b.reasons.map((r: { kind: string }) => r.kind)).toEqual(["shipments", "credit"]);
  });

  it("finds a buyer's suppliers among exporters and catalogues; scores do not move with the filters", async () => {
    const page = await data("POST", "/findPartnerPc/search", { answers: buyer });
    expect(page.rows.map((r: { name: string }) => r.name)).toEqual(["Xin Electronics Co", "Dragon Devices Ltd"]);
    expect(page.rows[1].reasons).toEqual([{ kind: "catalogue", value: null, text: null }]);
    const onlyDe = await data("POST", "/findPartnerPc/search", { answers: { ...seller, countries: ["DE"] } });
    expect(onlyDe.rows.map((r: { score: number }) => r.score)).toEqual([30]);
    const small = await data("POST", "/findPartnerPc/search", { answers: { ...seller, sizes: ["small", "micro"] } });
    expect(small.total).toBe(1);
    const lowRisk = await data("POST", "/findPartnerPc/search", {
      answers: seller,
      postFilter: { countries: [], industries: [], sizes: [], risks: ["low"] },
    });
    expect(lowRisk).toMatchObject({ total: 1, rows: [{ aaaId: aaaId(A) }] });
    const secondPage = await data("POST", "/findPartnerPc/search", { answers: seller, page: 2, pageSize: 10 });
    expect(secondPage).toMatchObject({ total: 0, rows: [] });
    const coffee = await data("POST", "/findPartnerPc/search", { answers: { ...seller, products: ["0901"] } });
    expect(coffee.rows.map((r: { name: string }) => r.name)).toEqual(["Coffee Corner LLC"]);
  });

  it("counts the filter choices of the result", async () => {
    const facets = await data("POST", "/findPartnerPc/leadsPostFilter", { answers: seller });
    expect(facets).toEqual({
      total: 2,
      countries: [
        { code: "DE", count: 1 },
        { code: "US", count: 1 },
      ],
      industries: [
        { code: "C", count: 1 },
        { code: "G", count: 1 },
      ],
      sizes: [
        { code: "large", count: 1 },
        { code: "small", count: 1 },
      ],
      risks: [
        { code: "high", count: 1 },
        { code: "low", count: 1 },
      ],
    });
  });

  it("refuses bad answers with the validation message", async () => {
    for (const answers of [
      { ...seller, products: [] },
      { ...seller, products: ["84713"] },
      { ...seller, role: "trader" },
      { ...seller, countries: ["usa"] },
      { ...seller, industries: ["Z"] },
    ]) {
      const res = await call("POST", "/findPartnerPc/search", { answers });
      expect(res.status, JSON.stringify(answers)).toBe(400);
      expect(res.body.msg).toMatch(/^Invalid request/);
    }
    const badSize = await call("POST", "/findPartnerPc/search", { answers: seller, pageSize: 7 });
    expect(badSize.status).toBe(400);
  });

  it("opens a lead: detail with partners, industry info and the records behind it", async () => {
    const query = `aaaId=${aaaId(A)}&role=seller&products=8471`;
    const detail = await data("GET", `/findPartnerPc/getCompanyDetail?${query}`);
    expect(detail.lead.score).toBe(96);
    expect(detail.topPartners).toEqual([
      { name: "Xin Electronics Co", countryCode: "CN", shipments: 3 },
      { name: "Yuan Ltd", countryCode: "TW", shipments: 2 },
      { name: "Zeta GmbH", countryCode: "DE", shipments: 1 },
    ]);
    const notLead = await call("GET", `/findPartnerPc/getCompanyDetail?aaaId=${aaaId(C)}&role=seller&products=8471`);
    expect(notLead).toMatchObject({ status: 404, body: { msg: "This company is not a lead for these products" } });
    const unknown = await call("GET", `/findPartnerPc/getCompanyDetail?aaaId=NOPE&role=seller&products=8471`);
    expect(unknown.status).toBe(404);
    const badProducts = await call(
      "GET",
      `/findPartnerPc/getCompanyDetail?aaaId=${aaaId(A)}&role=seller&products=8471,`,
    );
    expect(badProducts.status).toBe(400);

    const industry = await data("GET", `/findPartnerPc/getCompanyIndustryInfo?aaaId=${aaaId(A)}`);
    expect(industry).toMatchObject({
      section: "C",
      sectionName: "Manufacturing",
      isic: "2620",
      isicName: "Manufacture of computers and peripheral equipment",
      peers: 1,
    });

    const trace = await data("GET", `/findPartnerPc/trace/search?${query}`);
    expect(trace.total).toBe(4 + 2);
    expect(trace.rows.map((r: { date: string }) => r.date)).toEqual([
      "2025-06-30",
      "2025-03-01",
      "2024-12-01",
      "2024-08-01",
      "2024-03-01",
      "2023-09-01",
    ]);
    expect(trace.rows[0]).toMatchObject({ hsCode: "847130", partnerName: "Xin Electronics Co", valueUsd: 75 });
  });

  it("lists the questionnaire, products and industries", async () => {
    const { questions } = await data("POST", "/findPartner/getLeadsQuestions", {});
    expect(questions.map((q: { id: string }) => q.id)).toEqual([
      "role",
      "products",
      "countries",
      "industries",
      "sizes",
    ]);
    expect(questions[0].options).toEqual(["buyer", "seller"]);
    const byCode = await data("POST", "/findPartner/getLeadsProductFilterList", { keyword: "8471" });
    expect(byCode[0]).toMatchObject({ hsCode: "8471", level: 4 });
    expect(byCode.map((p: { hsCode: string }) => p.hsCode)).toContain("847130");
    const byWords = await data("POST", "/findPartner/getLeadsProductFilterList", { keyword: "coffee" });
    expect(byWords.map((p: { hsCode: string }) => p.hsCode)).toContain("0901");
    const empty = await call("POST", "/findPartner/getLeadsProductFilterList", { keyword: "" });
    expect(empty.status).toBe(400);
    const sections = await data("POST", "/findPartner/getIndustryCode", {});
    expect(sections).toEqual([
      { code: "C", description: "Manufacturing" },
      { code: "G", description: "Wholesale and retail trade" },
    ]);
  });

  it("keeps each user's questionnaires: save, rename, filters, delete; names unique; others' refused", async () => {
    expect((await call("POST", "/findPartner/saveLeadsAnswers", { name: "Laptops", answers: seller })).status).toBe(
      401,
    );
    const me = await signedInTestUser(t);
    const other = await signedInTestUser(t);
    const saved = await call("POST", "/findPartner/saveLeadsAnswers", { name: " Laptops ", answers: seller }, me.token);
    expect(saved.body).toMatchObject({
      code: 200,
      msg: "Your answers were saved",
      data: { name: "Laptops", answers: seller },
    });
    const id = saved.body.data.id as string;
    const twice = await call("POST", "/findPartner/saveLeadsAnswers", { name: "laptops", answers: buyer }, me.token);
    expect(twice).toMatchObject({ status: 409, body: { msg: "You already have a questionnaire with this name" } });
    const blank = await call("POST", "/findPartner/saveLeadsAnswers", { name: "  ", answers: buyer }, me.token);
    expect(blank).toMatchObject({ status: 400, body: { code: -1, msg: "Give the questionnaire a name" } });
    const replaced = await data(
      "POST",
      "/findPartner/saveLeadsAnswers",
      { id, name: "Laptops", answers: buyer },
      me.token,
    );
    expect(replaced.answers.role).toBe("buyer");
    const renamed = await call("POST", "/findPartner/updateLeadsAnswersHead", { id, name: "Notebooks" }, me.token);
    expect(renamed.body).toMatchObject({ msg: "The questionnaire was renamed", data: { name: "Notebooks" } });
    const filter = { countries: ["US"], industries: [], sizes: ["large"], risks: [] };
    const withFilter = await data("POST", "/findPartner/saveLeadsPostFilter", { id, postFilter: filter }, me.token);
    expect(withFilter.postFilter).toEqual(filter);
    expect(await data("GET", "/findPartnerPc/getAnswersHead", undefined, me.token)).toMatchObject([
      { id, name: "Notebooks", postFilter: filter },
    ]);
    expect(await data("GET", "/findPartnerPc/getAnswersHead", undefined, other.token)).toEqual([]);
    const stolen = await call("POST", "/findPartner/updateLeadsAnswersHead", { id, name: "Mine" }, other.token);
    expect(stolen).toMatchObject({ status: 404, body: { msg: "This saved questionnaire does not exist" } });
    expect((await call("GET", `/findPartnerPc/delAnswersHead?id=${id}`, undefined, other.token)).status).toBe(404);
    const deleted = await call("GET", `/findPartnerPc/delAnswersHead?id=${id}`, undefined, me.token);
    expect(deleted.body).toMatchObject({ code: 200, msg: "The questionnaire was deleted" });
    expect(await data("GET", "/findPartnerPc/getAnswersHead", undefined, me.token)).toEqual([]);
    expect((await call("GET", "/findPartnerPc/delAnswersHead?id=abc", undefined, me.token)).status).toBe(400);
  });

  it(`keeps at most ${LEADS_MAX_HEADS} questionnaires per user`, async () => {
    const me = await signedInTestUser(t);
    for (let i = 0; i < LEADS_MAX_HEADS; i++) {
      await data("POST", "/findPartner/saveLeadsAnswers", { name: `Set ${i}`, answers: seller }, me.token);
    }
    const over = await call("POST", "/findPartner/saveLeadsAnswers", { name: "One more", answers: seller }, me.token);
    expect(over).toMatchObject({
      status: 400,
      body: { code: -1, msg: `You can keep at most ${LEADS_MAX_HEADS} questionnaires: delete one first` },
    });
  });

  it("answers the caller's privileges and exports an .xlsx for silver and above only", async () => {
    expect(await data("GET", "/findPartnerPc/getPrivilege")).toMatchObject({
      signedIn: false,
      search: true,
      export: false,
    });
    const me = await signedInTestUser(t);
    expect(await data("GET", "/findPartnerPc/getPrivilege", undefined, me.token)).toMatchObject({
      signedIn: true,
      lockType: 0,
      saveAnswers: true,
      export: false,
    });
    const refused = await call("POST", "/findPartnerPc/exportDataExcel", { answers: seller }, me.token);
    expect(refused).toMatchObject({ status: 402, body: { code: 402, msg: "No permission, please purchase" } });
    expect((await call("POST", "/findPartnerPc/exportDataExcel", { answers: seller })).status).toBe(401);

    await grantTier(t, me.id, 1);
    expect(await data("GET", "/findPartnerPc/getPrivilege", undefined, me.token)).toMatchObject({ export: true });
    const file = await call("POST", "/findPartnerPc/exportDataExcel", { answers: seller }, me.token, "de_DE");
    expect(file.status).toBe(200);
    expect(file.raw.headers["content-type"]).toContain("spreadsheetml");
    expect(file.raw.headers["x-exported-rows"]).toBe("2");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(2).slice(0, 8)).toEqual([aaaId(A), "Alpha Imports Inc", "US", "Alpha City", "C", 500, 96, 6]);
    expect(row(3)[1]).toBe("Beta Handel GmbH");

    const selected = await call(
      "POST",
      "/findPartnerPc/exportDataExcel",
      { answers: seller, aaaIds: [aaaId(B)] },
      me.token,
    );
    expect(selected.raw.headers["x-exported-rows"]).toBe("1");
  });
});
