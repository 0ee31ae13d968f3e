import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { COMPANY_TABLE_COLUMNS } from "../companies/index.ts";
import { aaaOf, get, idOf, insertSearchFixture, TEST_NOW } from "./search.test-fixture.ts";

describe("GET /csi/companyCompare/getData", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW });
    await insertSearchFixture(t.database.db);
    await insertObjects(t.database.db, "financial_statements", COMPANY_TABLE_COLUMNS.financial_statements, [
      {
        company_id: idOf(5),
        period_end: "2024-09-30",
        period_months: 12,
        fiscal_year: 2024,
        fiscal_period: "FY",
        currency: "EUR",
        revenue: "75930000000.00",
        net_income: "8992000000.00",
        total_assets: "145000000000.00",
        equity: "56000000000.00",
        source: "test",
      },
      {
        company_id: idOf(5),
        period_end: "2023-09-30",
        period_months: 12,
        fiscal_year: 2023,
        fiscal_period: "FY",
        currency: "EUR",
        revenue: "77769000000.00",
        source: "test",
      },
    ]);
    await insertObjects(t.database.db, "credit_assessments", COMPANY_TABLE_COLUMNS.credit_assessments, [
      {
        company_id: idOf(5),
        year: 2025,
        rating: "AA-",
        local_score: 88,
        probability_of_default: 0.12,
        risk_indicator: "low",
        source: "test",
      },
    ]);
  });
  afterAll(() => t.close());

  it("answers 2 to 5 companies side by side, in the order asked", async () => {
    const ids = [aaaOf(5), aaaOf(20), aaaOf(17)].join(",");
    const { status, json } = await get(t, "/companyCompare/getData", { ids });
    expect(status).toBe(200);
    const companies = json.data.companies;
    expect(companies.map((c: { name: string }) => c.name)).toEqual([
      "Siemens Aktiengesellschaft",
      "Robert Bosch GmbH",
      "Nordic Wind Power AS",
    ]);
    expect(companies[0]).toMatchObject({
      aaaId: aaaOf(5),
      countryCode: "DE",
      industrySection: "C",
      isListed: true,
      yearsInBusiness: 178,
      financials: { fiscalYear: 2024, currency: "EUR", revenue: "75930000000.00", netIncome: "8992000000.00" },
      credit: { year: 2025, rating: "AA-", localScore: 88, riskIndicator: "low" },
      counts: { officers: 0, shareholders: 0, related: 0, lawsuits: 0, news: 0 },
    });
    expect(companies[2]).toMatchObject({ isDemo: true, financials: null, credit: null });
  });

  it.each([
    ["one company", [1]],
    ["six companies", [1, 2, 3, 4, 5, 6]],
  ])("refuses %s with code -1 and a message", async (_label, ns) => {
    const { status, json } = await get(t, "/companyCompare/getData", { ids: ns.map(aaaOf).join(",") }, "ge_DE");
    expect(status).toBe(400);
    expect(json).toEqual({
      code: -1,
      msg: "Wählen Sie zwischen 2 und 5 Unternehmen zum Vergleichen aus",
      data: null,
      requestId: expect.any(String),
    });
  });

  it("counts a repeated id once", async () => {
    const { json } = await get(t, "/companyCompare/getData", { ids: [aaaOf(1), aaaOf(1)].join(",") });
    expect(json.code).toBe(-1);
  });

  it("names the companies it cannot find", async () => {
    const { json } = await get(t, "/companyCompare/getData", { ids: `${aaaOf(1)},AZZZZZZZZ,not-an-id` });
    expect(json).toMatchObject({ code: -1, msg: "Company not found: AZZZZZZZZ, NOT-AN-ID" });
  });
});
