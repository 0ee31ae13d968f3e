import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { computeFinancialRatios } from "../companies/index.ts";
import { openTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { insertPerformanceFixture, PERF_IDS } from "./performance.fixture.ts";

/** Every ratio of computeFinancialRatios (server/features/companies/financial-ratios.sql.ts) on hand-computed cases. */
describe("the ratio groups, computed in SQL", () => {
  let db: TestDatabase;
  const ratios = async (companyId: number, periodEnd: string) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT * FROM financial_ratios WHERE company_id = ${companyId} AND period_end = ${periodEnd}`.execute(db.db);
    return rows[0]!;
  };
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPerformanceFixture(db);
  });
  afterAll(() => db.dispose());

  it("gives every ratio of a full year (FY2023 of the subject, FY2022 the growth base)", async () => {
    // revenue 1000, cost 600, operating income 150, net income 100, interest 30, assets 2000, current assets 500,
    // receivables 100, inventory 60, liabilities 1200, current liabilities 250, equity 800, employees 10.
    expect(await ratios(PERF_IDS.subject, "2023-12-31")).toMatchObject({
      gross_margin: 40, // 100 x (1000 - 600) / 1000
      operating_margin: 15, // 100 x 150 / 1000
      net_margin: 10, // 100 x 100 / 1000
      return_on_assets: 5, // 100 x 100 / 2000
      return_on_equity: 12.5, // 100 x 100 / 800
      asset_turnover: 0.5, // 1000 / 2000
      receivable_days: 36.5, // 365 x 100 / 1000
      inventory_days: 36.5, // 365 x 60 / 600
      interest_cover: 5, // 150 / 30
      current_ratio: 2, // 500 / 250
      quick_ratio: 1.76, // (500 - 60) / 250
      debt_ratio: 60, // 100 x 1200 / 2000
      equity_ratio: 40, // 100 x 800 / 2000
      debt_to_equity: 1.5, // 1200 / 800
      revenue_per_employee: 100, // 1000 / 10
      profit_per_employee: 10, // 100 / 10
      assets_per_employee: 200, // 2000 / 10
      revenue_growth: 25, // 100 x (1000 - 800) / 800
      net_income_growth: -20, // 100 x (100 - 125) / 125
      assets_growth: 25, // 100 x (2000 - 1600) / 1600
      equity_growth: -20, // 100 x (800 - 1000) / 1000
      employees_growth: 25, // 100 x (10 - 8) / 8
    });
  });

  it("annualises a quarter's flows where they meet a balance sheet", async () => {
    // Q1 2024: revenue 300, cost 180, net income 30, assets 2000, equity 800, receivables 100, inventory 60.
    expect(await ratios(PERF_IDS.subject, "2024-03-31")).toMatchObject({
      gross_margin: 40, // 100 x 120 / 300 (no annualising within the income statement)
      net_margin: 10,
      return_on_assets: 6, // 100 x 30 x 4 / 2000
      return_on_equity: 15, // 100 x 30 x 4 / 800
      asset_turnover: 0.6, // 300 x 4 / 2000
      receivable_days: 30.4167, // 365 x 100 / (300 x 4)
      inventory_days: 30.4167, // 365 x 60 / (180 x 4)
      interest_cover: 5, // 40 / 8
      revenue_per_employee: 120, // 300 x 4 / 10
      revenue_growth: null, // no Q1 2023 loaded
    });
  });

  it("leaves a ratio empty when an input is missing or its divisor is zero or negative", async () => {
    await db.runScript(`
      INSERT INTO financial_statements (company_id, period_end, period_months, fiscal_year, fiscal_period, currency,
        revenue, net_income, total_assets, total_liabilities, equity, interest_expense, operating_income, source)
      VALUES (${PERF_IDS.micro2}, '2022-12-31', 12, 2022, 'FY', 'USD', 0, -50, 100, 150, -50, 0, -10, 'test-sec');`);
    await computeFinancialRatios(db.db, "test-sec", [String(PERF_IDS.micro2)]);
    expect(await ratios(PERF_IDS.micro2, "2022-12-31")).toMatchObject({
      net_margin: null, // revenue 0
      return_on_equity: null, // equity negative
      debt_to_equity: null, // equity negative
      interest_cover: null, // no interest paid
      equity_ratio: -50, // 100 x -50 / 100
      debt_ratio: 150,
      revenue_per_employee: null, // no head count
    });
    // FY2023 grows from a zero revenue: no growth figure; net income from -50 to 100 is +300 % of |-50|.
    expect(await ratios(PERF_IDS.micro2, "2023-12-31")).toMatchObject({ revenue_growth: null, net_income_growth: 300 });
  });
});
