import { aaaId, computeFinancialRatios, computeIndustryNorms } from "../companies/index.ts";
import type { Database } from "../../db/database.ts";

/**
 * Four real-shaped US companies of SIC major group 35 (the subject 1 and peers 2-4) and one demo
 * company in GB, with hand-chosen statements whose ratios are worked out in docs/CREDIT.md's
 * examples and the tests; ECB rates at the end of 2023 (units per euro).
 */
export const PERF_IDS = {
  subject: 91001,
  micro2: 91002,
  micro3: 91003,
  large: 91004,
  demo: 91005,
  quarterOnly: 91006,
} as const;

const company = (id: number, name: string, country: string, sic: string | null, isDemo: boolean, industry?: string) =>
  `(${id}, '${aaaId(id)}', '${name}', '${country}', ${sic ? `'${sic}'` : "NULL"}, ${industry ? `'${industry}'` : "NULL"}, '${isDemo ? "demo-1" : "test-sec"}', ${isDemo})`;

const SCRIPT = `
INSERT INTO companies (id, aaa_id, name, country_code, sic, own_industry, source, is_demo) VALUES
  ${company(PERF_IDS.subject, "Subject Computers Inc", "US", "3571", false)},
  ${company(PERF_IDS.micro2, "Second Storage Inc", "US", "3572", false)},
  ${company(PERF_IDS.micro3, "Third Terminals Inc", "US", "3575", false)},
  ${company(PERF_IDS.large, "Large Peripherals Corp", "US", "3577", false)},
  ${company(PERF_IDS.demo, "Demo Widgets Ltd", "GB", null, true, "C25")},
  ${company(PERF_IDS.quarterOnly, "Quarterly Only Inc", "US", "3571", false)};

INSERT INTO financial_statements (company_id, period_end, period_months, fiscal_year, fiscal_period, currency, revenue,
  cost_of_revenue, gross_profit, operating_income, net_income, interest_expense, total_assets, current_assets, cash,
  receivables, inventory, total_liabilities, current_liabilities, long_term_debt, equity, operating_cash_flow, employees,
  filing_ref, form, filed_on, source, is_demo) VALUES
  (${PERF_IDS.subject}, '2023-12-31', 12, 2023, 'FY', 'USD', 1000, 600, NULL, 150, 100, 30, 2000, 500, 120, 100, 60, 1200,
    250, 700, 800, -20, 10, '0000091001-24-000001', '10-K', '2024-02-20', 'test-sec', false),
  (${PERF_IDS.subject}, '2022-12-31', 12, 2022, 'FY', 'USD', 800, 500, 300, 120, 125, 20, 1600, 400, 100, 90, 50, 600,
    200, 300, 1000, 90, 8, '0000091001-23-000001', '10-K', '2023-02-21', 'test-sec', false),
  (${PERF_IDS.subject}, '2024-03-31', 3, 2024, 'Q1', 'USD', 300, 180, 120, 40, 30, 8, 2000, 500, 110, 100, 60, 1200,
    250, 700, 800, 10, 10, '0000091001-24-000002', '10-Q', '2024-05-02', 'test-sec', false),
  (${PERF_IDS.micro2}, '2023-12-31', 12, 2023, 'FY', 'USD', 2000, NULL, NULL, NULL, 100, NULL, 1000, NULL, NULL, NULL, NULL,
    500, NULL, NULL, 500, NULL, NULL, NULL, '10-K', NULL, 'test-sec', false),
  (${PERF_IDS.micro3}, '2023-12-31', 12, 2023, 'FY', 'USD', 5000, NULL, NULL, NULL, 1000, NULL, 4000, NULL, NULL, NULL,
    NULL, 1000, NULL, NULL, 3000, NULL, NULL, NULL, '10-K', NULL, 'test-sec', false),
  (${PERF_IDS.large}, '2023-12-31', 12, 2023, 'FY', 'USD', 100000000, NULL, NULL, NULL, 10000000, NULL, 80000000, NULL,
    NULL, NULL, NULL, 40000000, NULL, NULL, 40000000, NULL, NULL, NULL, '10-K', NULL, 'test-sec', false),
  (${PERF_IDS.demo}, '2023-12-31', 12, 2023, 'FY', 'GBP', 4000000, NULL, NULL, NULL, 200000, NULL, 3000000, NULL, NULL,
    NULL, NULL, 1000000, NULL, NULL, 2000000, NULL, 40, NULL, NULL, NULL, 'demo-1', true),
  (${PERF_IDS.quarterOnly}, '2010-03-27', 3, 2010, 'Q2', 'USD', 500, NULL, NULL, NULL, 50, NULL, 900, NULL, NULL, NULL,
    NULL, 300, NULL, NULL, 600, NULL, NULL, NULL, '10-Q', NULL, 'test-sec', false);

INSERT INTO fx_rates (provider, currency, rate_date, base, rate, source) VALUES
  ('ecb', 'USD', '2023-12-29', 'EUR', 1.105, 'test-ecb'),
  ('ecb', 'JPY', '2023-12-29', 'EUR', 156.33, 'test-ecb'),
  ('ecb', 'GBP', '2023-12-29', 'EUR', 0.86905, 'test-ecb');
`;

/** The companies, statements and rates above; then the ratios and the norms, as a data load computes them. */
export async function insertPerformanceFixture(database: Database): Promise<void> {
  await database.runScript(SCRIPT);
  await computeFinancialRatios(database.db, "test-sec");
  await computeFinancialRatios(database.db, "demo-1");
  await computeIndustryNorms(database.db);
}
