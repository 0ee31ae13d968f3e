import { insertObjects } from "../../db/table-columns.ts";
import type { Database } from "../../db/database.ts";
import { aaaId, COMPANY_TABLE_COLUMNS, computeFinancialRatios } from "../companies/index.ts";
import { computeCompanyRatings } from "./ratings-rollup.ts";

/**
 * Demo companies with hand-chosen Altman ratios (total assets EUR 1 M; docs/CREDIT.md, "Market analysis"):
 * the subject and three peers in DE x ISIC C x micro, one medium-sized DE C peer, two DE G and one FR C.
 * X = (x1, x2, x3, x4) gives Z'' = 6.56 x1 + 3.26 x2 + 6.72 x3 + 1.05 x4.
 */
export const MARKET_IDS = {
  subject: 9_100_000_000_001, // 2024 (.3, .3, .15, 1.5): Z'' 5.529, AAA; 2023 (.05, .05, .06, 1/3): 1.244, B
  strong: 9_100_000_000_002, // (.2, .2, .1, 3): 5.786, AAA, listed
  middle: 9_100_000_000_003, // (.1, .1, .1, 1): 2.704, BBB; also 2023
  weak: 9_100_000_000_004, // (0, 0, 0, .25): 0.2625, CCC
  medium: 9_100_000_000_005, // BBB, revenue EUR 20 M
  trade1: 9_100_000_000_006, // G, BBB
  trade2: 9_100_000_000_007, // G, BBB
  french: 9_100_000_000_008, // FR, C, BBB
  bare: 9_100_000_000_009, // DE, C, no statements
} as const;

type X = [number, number, number, number];
const MIDDLE: X = [0.1, 0.1, 0.1, 1];

const companies: [number, string, string, string, boolean][] = [
  [MARKET_IDS.subject, "Subject Metals GmbH", "DE", "C25", false],
  [MARKET_IDS.strong, "Strong Metals AG", "DE", "C25", true],
  [MARKET_IDS.middle, "Middle Metals GmbH", "DE", "C24", false],
  [MARKET_IDS.weak, "Weak Metals GmbH", "DE", "C25", false],
  [MARKET_IDS.medium, "Medium Metals GmbH", "DE", "C28", false],
  [MARKET_IDS.trade1, "First Trading GmbH", "DE", "G46", false],
  [MARKET_IDS.trade2, "Second Trading GmbH", "DE", "G47", false],
  [MARKET_IDS.french, "Métaux Français SARL", "FR", "C25", false],
  [MARKET_IDS.bare, "No Figures GmbH", "DE", "C25", false],
];

/** A year's statement in EUR whose Altman ratios are `x` (total assets 1 M). */
function statement(id: number, year: number, [x1, x2, x3, x4]: X, revenue = 1_000_000) {
  const total = 1_000_000;
  const liabilities = Math.round(total / (1 + x4));
  return {
    company_id: id,
    period_end: `${year}-12-31`,
    period_months: 12,
    fiscal_year: year,
    fiscal_period: "FY",
    currency: "EUR",
    revenue,
    net_income: revenue / 20,
    operating_income: x3 * total,
    operating_cash_flow: id === MARKET_IDS.weak ? -10_000 : 50_000,
    total_assets: total,
    current_assets: 200_000 + x1 * total,
    current_liabilities: 200_000,
    total_liabilities: liabilities,
    equity: total - liabilities,
    retained_earnings: x2 * total,
    source: "demo-market",
    is_demo: true,
  };
}

export async function insertMarketFixture(database: Database): Promise<void> {
  await insertObjects(
    database.db,
    "companies",
    COMPANY_TABLE_COLUMNS.companies,
    companies.map(([id, name, country, industry, listed]) => ({
      id,
      aaa_id: aaaId(id),
      name,
      country_code: country,
      own_industry: industry,
      is_listed: listed,
      legal_form: listed ? "AG" : "GmbH",
      founded_on: id === MARKET_IDS.subject ? "2012-05-01" : "1990-01-01",
      source: "demo-market",
      is_demo: true,
    })),
  );
  await insertObjects(database.db, "financial_statements", COMPANY_TABLE_COLUMNS.financial_statements, [
    statement(MARKET_IDS.subject, 2024, [0.3, 0.3, 0.15, 1.5]),
    statement(MARKET_IDS.subject, 2023, [0.05, 0.05, 0.06, 1 / 3]),
    statement(MARKET_IDS.strong, 2024, [0.2, 0.2, 0.1, 3]),
    statement(MARKET_IDS.middle, 2024, MIDDLE),
    statement(MARKET_IDS.middle, 2023, MIDDLE),
    statement(MARKET_IDS.weak, 2024, [0, 0, 0, 0.25]),
    statement(MARKET_IDS.medium, 2024, MIDDLE, 20_000_000),
    statement(MARKET_IDS.trade1, 2024, MIDDLE),
    statement(MARKET_IDS.trade2, 2024, MIDDLE),
    statement(MARKET_IDS.french, 2024, MIDDLE),
  ]);
  await computeFinancialRatios(database.db, "demo-market");
  await computeCompanyRatings(database.db);
}
