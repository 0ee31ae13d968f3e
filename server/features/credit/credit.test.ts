import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Value } from "typebox/value";
import { CreditAssessment } from "../../../contract/credit.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId, COMPANY_TABLE_COLUMNS, secCompaniesDataset, secFinancialsDataset } from "../companies/index.ts";

const TODAY = new Date("2026-11-26T10:00:00Z");
const EDISON_MISSION = "930835"; // SEC CIK: 10-Q for 2009 Q2 (2009q3 set), with retained earnings
const DEMO_ID = 9_000_000_000_101;
const BARE_ID = 9_000_000_000_102;

describe("credit opinion API: POST /creadit/getCreditAssessment", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ datasets: [secCompaniesDataset, secFinancialsDataset], now: () => TODAY });
    const company = { country_code: "DE", source: "test", is_demo: true };
    await insertObjects(t.database.db, "companies", COMPANY_TABLE_COLUMNS.companies, [
      { id: DEMO_ID, aaa_id: aaaId(DEMO_ID), name: "Rated Demo GmbH", ...company },
      { id: BARE_ID, aaa_id: aaaId(BARE_ID), name: "No Statements GmbH", ...company },
    ]);
    const year = (fiscal_year: number, figures: Record<string, number | null>) => ({
      company_id: DEMO_ID,
      period_end: `${fiscal_year}-12-31`,
      period_months: 12,
      fiscal_year,
      fiscal_period: "FY",
      currency: "EUR",
      source: "demo",
      is_demo: true,
      ...figures,
    });
    const sound = {
      revenue: 1_200_000,
      operating_income: 150_000,
      total_assets: 1_000_000,
      current_assets: 500_000,
      current_liabilities: 200_000,
      total_liabilities: 400_000,
      equity: 600_000,
      retained_earnings: 300_000,
    };
    await insertObjects(t.database.db, "financial_statements", COMPANY_TABLE_COLUMNS.financial_statements, [
      year(2023, { ...sound, retained_earnings: null }),
      year(2024, sound),
      // Worse: X1 = 0.05, X2 = 0.05, X3 = 0.06, X4 = 0.3333 as in the unit test -> Z'' 1.24, B.
      year(2025, {
        revenue: 3_600_000,
        operating_income: 120_000,
        total_assets: 2_000_000,
        current_assets: 600_000,
        current_liabilities: 500_000,
        total_liabilities: 1_500_000,
        equity: 500_000,
        retained_earnings: 100_000,
      }),
    ]);
  });
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>, language = "en_US") =>
    t.app.inject({ method: "POST", url: "/csi/creadit/getCreditAssessment", payload: body, headers: { language } });

  it("rates an SEC filer from its loaded statements, with the inputs read, and says they are stale", async () => {
    const res = await post({ id: EDISON_MISSION });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as CreditAssessment;
    expect(Value.Check(CreditAssessment, data)).toBe(true);
    expect(data).toMatchObject({ company: { name: "EDISON MISSION ENERGY", isDemo: false }, asOf: "2026-11-26" });
    expect(data).toMatchObject({ status: "rated", isStale: true, staleAfterYears: 2 });
    // Its latest statement: the 10-Q for the quarter to 31 March 2010 (accession 0001047469-10-004929), in USD
    // millions: assets 8,934, current assets 2,012, current liabilities 594, liabilities 6,002, equity 2,927,
    // retained earnings 1,370, operating income 130 in the quarter (520 a year).
    // X1 = 1,418 / 8,934 = 0.1587; X2 = 1,370 / 8,934 = 0.1533; X3 = 520 / 8,934 = 0.0582; X4 = 2,927 / 6,002 = 0.4877
    // Z'' = 1.0412 + 0.4999 + 0.3911 + 0.5121 = 2.444 -> BBB (2.40 to 3.15); local score round(12.5 x 4.944) = 62;
    // solvency 2,927 / 8,934 = 33 %.
    expect(data.latest).toMatchObject({
      year: 2010,
      periodEnd: "2010-03-31",
      periodMonths: 3,
      currency: "USD",
      filingRef: "0001047469-10-004929",
      form: "10-Q",
      inputs: { totalAssets: 8_934e6, retainedEarnings: 1_370e6, operatingIncome: 130e6, totalLiabilities: 6_002e6 },
      variables: { x1: 0.1587, x2: 0.1533, x3: 0.0582, x4: 0.4877 },
      zScore: 2.44,
      creditRating: "BBB",
      localCreditScore: 62,
      probabilityOfDefault: 0.2,
      solvencyIndex: 33,
      riskIndicator: "moderate",
      source: "sec-fsds-2010q2",
      isDemo: false,
    });
    const years = data.history.map((y) => y.year);
    expect(years).toEqual([...new Set(years)].sort((a, b) => a - b));
  });

  it("gives a rating history per fiscal year; a year missing an input is marked, not rated", async () => {
    const data = (await post({ aaaId: aaaId(DEMO_ID) })).json().data as CreditAssessment;
    expect(data.history.map((y) => [y.year, y.status, y.creditRating, y.missing])).toEqual([
      [2023, "insufficient-data", null, ["retainedEarnings"]],
      [2024, "rated", "AAA", []],
      [2025, "rated", "B", []],
    ]);
    expect(data.latest).toMatchObject({
      year: 2025,
      zScore: 1.24,
      creditRating: "B",
      localCreditScore: 47,
      probabilityOfDefault: 3,
      solvencyIndex: 25,
      creditLine: 50_000,
      riskIndicator: "elevated",
      currency: "EUR",
      isDemo: true,
    });
    expect(data).toMatchObject({ status: "rated", isStale: false, company: { isDemo: true } });
  });

  it("answers a company without statements with insufficient data, never a rating", async () => {
    const res = await post({ companyId: String(BARE_ID) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "insufficient-data", latest: null, history: [], isStale: false });
  });

  it("answers an unknown company with 404 and a request without one with 400", async () => {
    const unknown = await post({ id: "999999999" }, "ge_DE");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, msg: SERVER_MESSAGES.companyNotFound.de });
    expect((await post({})).statusCode).toBe(400);
  });
});
