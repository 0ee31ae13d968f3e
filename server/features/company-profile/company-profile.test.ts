import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { IDS, insertProfileFixture, SUBJECT_LEI } from "./company-profile.fixture.ts";

describe("company profile API: snapshot, profile, ids", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertProfileFixture(t.database);
  });
  afterAll(() => t.close());

  const post = (path: string, body: Record<string, unknown>, language = "en_US") =>
    t.app.inject({ method: "POST", url: `/csi/backgroud/${path}`, payload: body, headers: { language } });

  it("accepts the company as id, aaaId or companyId, as aaa_id or number", async () => {
    for (const body of [
      { id: IDS.subject },
      { id: Number(IDS.subject) },
      { aaaId: aaaId(1001) },
      { aaaId: aaaId(1001).toLowerCase() },
      { companyId: IDS.subject },
    ]) {
      const res = await post("getCompanySnapshot", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json().data.aaaId).toBe(aaaId(1001));
    }
  });

  it("answers an unknown company with 404 and a localised message", async () => {
    for (const body of [{ id: "999999" }, { aaaId: "A-not-an-id" }, { companyId: "Z12" }]) {
      const res = await post("getCompanyProfile", body, "ge_DE");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        msg: SERVER_MESSAGES.companyNotFound.de,
        data: null,
        requestId: expect.any(String),
      });
    }
  });

  it("answers a request without a company id with 400", async () => {
    const res = await post("getCompanySnapshot", {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: SERVER_MESSAGES.companyIdRequired.en });
  });

  it("gives the snapshot with provenance, data quality and every key fact", async () => {
    const res = await post("getCompanySnapshot", { id: IDS.subject }, "fa_FA");
    const data = res.json().data;
    expect(data).toMatchObject({
      name: "Subject Holdings Ltd",
      nameNative: "Subject Holdings Limited",
      countryCode: "GB",
      countryName: "Royaume-Uni",
      status: "active",
      source: "demo-1",
      isDemo: true,
      lastUpdate: "2026-06-01",
      dataQuality: { index: 90, countryIndex: 70, countryCompanies: 3 },
      address: { kind: "registered", city: "London", lat: 51.5, lon: -0.12, source: "demo-1", isDemo: true },
      contact: { website: "https://www.subject.example", email: "info@subject.example" },
      registration: { registryNumber: "04123456", lei: SUBJECT_LEI, foundedOn: "2001-05-04", jurisdiction: "GB" },
      listing: { isListed: true, stockCode: "SUBJ", exchange: "LSE" },
      industry: { scheme: "ISIC", code: "6201", description: "Computer programming activities" },
      employees: { count: 250 },
      shareholders: { count: 4, source: "demo-1", isDemo: true },
      performance: { fiscalYear: 2023, periodMonths: 12, currency: "GBP", revenue: 5000000, netIncome: 400000 },
      creditOpinion: { year: 2024, rating: "A", localScore: 78, riskIndicator: "low" },
      sanctions: { isListed: false, listsChecked: 1, matches: [] },
    });
    expect(data.listing.securities).toEqual([
      { ticker: "SUBJ", exchange: "LSE", isPrimary: true, source: "demo-1", isDemo: true },
    ]);
  });

  it("flags a company whose name is on a loaded sanctions list", async () => {
    const data = (await post("getCompanySnapshot", { id: IDS.cycleCorp })).json().data;
    expect(data.sanctions).toMatchObject({
      isListed: true,
      matches: [
        { listId: "test-list", listName: "Test Consolidated List", entryName: "CYCLE CORP", matchedOn: "name" },
      ],
    });
    expect(data).toMatchObject({
      performance: null,
      creditOpinion: null,
      employees: null,
      industry: null,
      address: null,
    });
  });

  it("leaves the sanctions field out when no list is loaded", async () => {
    const empty = await createTestApp();
    try {
      await empty.database.runScript(
        "INSERT INTO companies (id, aaa_id, name, source) VALUES (7, 'A7', 'Plain Co', 'test');",
      );
      const res = await empty.app.inject({
        method: "POST",
        url: "/csi/backgroud/getCompanySnapshot",
        payload: { id: 7 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).not.toHaveProperty("sanctions");
    } finally {
      await empty.close();
    }
  });

  it("gives the profile: identity, legal form, jurisdiction, addresses, name history and capital", async () => {
    const data = (await post("getCompanyProfile", { aaaId: aaaId(1001) })).json().data;
    expect(data).toMatchObject({
      vatNumber: "GB123456789",
      stockCode: "SUBJ",
      legalForm: { name: "Private limited company", elfCode: null },
      jurisdiction: { code: "GB", name: "United Kingdom" },
      capital: { registered: 1000000, paidIn: 800000, currency: "GBP", source: "demo-1", isDemo: true },
    });
    expect(data.addresses.map((a: { kind: string }) => a.kind)).toEqual(["registered", "operation", "mailing"]);
    expect(data.names).toEqual([
      expect.objectContaining({ kind: "primary", name: "Subject Holdings Ltd" }),
      expect.objectContaining({
        kind: "former",
        name: "Subject Software Ltd",
        validFrom: "2001-05-04",
        validTo: "2012-03-31",
      }),
    ]);
  });

  it("documents every route in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/docs/json" });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/csi/backgroud/getCompanySnapshot",
      "/csi/backgroud/getCompanyShareholderChartV2",
      "/csi/backgroud/searchMoreEmail",
      "/csi/businessActivities/getCompanyLocations",
      "/csi/myDatabase/getUserActionLogPage",
    ])
      expect(paths).toContain(path);
  });
});
