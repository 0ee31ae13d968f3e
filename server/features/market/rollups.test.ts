import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { createDataStatus } from "../../lib/data-status.ts";
import { loadDatasets, type DatasetLoader } from "../../lib/dataset-loader.ts";
import { aaaId, COMPANY_TABLE_COLUMNS, computeFinancialRatios, industryNormsDataset } from "../companies/index.ts";
import { companyRatingsDataset } from "./ratings-rollup.ts";
import { insertMarketFixture, MARKET_IDS } from "./market.fixture.ts";

const LATE = 9_100_000_000_010;

/**
 * A data set of statements: from version "with-late" on it holds one more DE x ISIC C micro company
 * (Late Metals, 2024, X = (.1, .1, .1, 1): Z'' 2.704, BBB, revenue EUR 1 M, as the fixture's Middle Metals).
 */
function statementsDataset(version: "without-late" | "with-late"): DatasetLoader {
  return {
    name: "test-late-statements",
    version,
    source: "test",
    licence: "test",
    isDemo: true,
    load: async (trx) => {
      await trx.deleteFrom("financial_ratios").where("company_id", "=", String(LATE)).execute();
      await trx.deleteFrom("financial_statements").where("company_id", "=", String(LATE)).execute();
      await trx.deleteFrom("companies").where("id", "=", String(LATE)).execute();
      if (version === "without-late") return 0;
      await insertObjects(trx, "companies", COMPANY_TABLE_COLUMNS.companies, [
        {
          id: LATE,
          aaa_id: aaaId(LATE),
          name: "Late Metals GmbH",
          country_code: "DE",
          own_industry: "C25",
          is_listed: false,
          legal_form: "GmbH",
          founded_on: "1990-01-01",
          source: "test-late",
          is_demo: true,
        },
      ]);
      await insertObjects(trx, "financial_statements", COMPANY_TABLE_COLUMNS.financial_statements, [
        {
          company_id: LATE,
          period_end: "2024-12-31",
          period_months: 12,
          fiscal_year: 2024,
          fiscal_period: "FY",
          currency: "EUR",
          revenue: 1_000_000,
          net_income: 50_000,
          operating_income: 100_000,
          operating_cash_flow: 50_000,
          total_assets: 1_000_000,
          current_assets: 300_000,
          current_liabilities: 200_000,
          total_liabilities: 500_000,
          equity: 500_000,
          retained_earnings: 100_000,
          source: "test-late",
          is_demo: true,
        },
      ]);
      return 1 + (await computeFinancialRatios(trx, "test-late"));
    },
  };
}

describe("credit roll-ups (industry_peers, company_rating_counts, rating_dimension_stats)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertMarketFixture(t.database);
  });
  afterAll(() => t.close());

  /** Loads the statements data set, then the norms and ratings roll-ups that depend on it, as a start does. */
  const load = (version: "without-late" | "with-late") => {
    const statements = statementsDataset(version);
    return loadDatasets(
      t.database.db,
      [statements, industryNormsDataset([statements]), companyRatingsDataset([statements])],
      createDataStatus(),
      () => {},
    );
  };
  const call = async (method: "GET" | "POST", path: string) => {
    const id = aaaId(MARKET_IDS.subject);
    const res = await t.app.inject(
      method === "GET"
        ? { method, url: `/csi${path}`, query: { id } }
        : { method, url: `/csi${path}`, payload: { id } },
    );
    expect(res.statusCode, path).toBe(200);
    return res.json().data;
  };
  const figures = async () => {
    const distribution = await call("GET", "/market/getRatingDistribution");
    const industries = await call("POST", "/market/ratingResearchIndustry");
    const quantity = await call("POST", "/market/getMarketAnalysisQuantity");
    const statistics = await call("GET", "/businessActivities/getIndustryStatics");
    const peers = await call("POST", "/performance/getFinancialsRelateCompany");
    return {
      cell: distribution.total,
      bbb: distribution.counts.find((c: { rating: string }) => c.rating === "BBB").count,
      industryC: industries.groups.find((g: { key: string }) => g.key === "C").total,
      inCountry: quantity.inCountry,
      country: statistics.rows.find((r: { dimension: string }) => r.dimension === "country").companies,
      peers: peers.list.map((p: { name: string }) => p.name),
    };
  };

  it("follow the statements when a data set they are computed from changes", async () => {
    await load("without-late");
    const before = await figures();
    expect(before).toEqual({
      cell: 4,
      bbb: 1,
      industryC: 5,
      inCountry: 7,
      country: 7,
      peers: [
        "Subject Metals GmbH",
        "Strong Metals AG",
        "Middle Metals GmbH",
        "Weak Metals GmbH",
        "Medium Metals GmbH",
      ],
    });
    await load("with-late");
    expect(await figures()).toEqual({
      cell: 5,
      bbb: 2,
      industryC: 6,
      inCountry: 8,
      country: 8,
      peers: [
        "Subject Metals GmbH",
        "Strong Metals AG",
        "Middle Metals GmbH",
        "Weak Metals GmbH",
        "Late Metals GmbH",
        "Medium Metals GmbH",
      ],
    });
    await load("without-late");
    expect(await figures()).toEqual(before);
  });
});
