import { sql } from "kysely";
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

describe("credit roll-ups (industry_peers, company_rating_counts, rating_dimension_stats, the cell roll-ups)", () => {
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

  /** The cell calls' figures for the subject (its cell: DE x ISIC C x 2024 x micro), from the cell roll-ups. */
  const cellFigures = async () => {
    const ranking = await call("POST", "/market/ratingRanking");
    const block = await call("GET", "/market/getBlockListData");
    const current = await call("GET", "/market/ratingAnalysisCurrent");
    const ratios = await call("POST", "/market/financialRatios");
    const attributes = await call("GET", "/market/getAttrbuteComparison");
    const card = await call("GET", "/gleagle/csiv4/getPerformance");
    const x1 = ratios.rows.find((r: { metric: string }) => r.metric === "x1");
    return {
      ranking: ranking.list.map((r: { rank: number; name: string }) => `${r.rank} ${r.name}`),
      block: block.list.map((r: { rank: number }) => r.rank),
      rank: current.rank,
      total: current.total,
      percentile: current.percentile,
      median: current.medianZScore,
      x1: [x1.count, x1.median, x1.percentile],
      legalForm: attributes.rows.find((r: { attribute: string }) => r.attribute === "legalForm").sharing,
      industry: attributes.rows[0].total,
      cashFlowPositiveShare: card.cashFlowPositiveShare,
    };
  };
  /** The same figures from the cell's companies in company_ratings, as the calls computed them before the roll-ups. */
  const fromCompanies = async () => {
    const inCell = sql`r.country_code = 'DE' AND r.industry_scheme = 'isic' AND r.industry_code = 'C' AND r.fiscal_year = 2024
      AND r.is_demo AND r.size_band = 'micro'`;
    const { rows: ranking } = await sql<{ line: string; id: string; z: number; x1: number; cash: number }>`
      SELECT row_number() OVER (ORDER BY r.z_score DESC, r.company_id) || ' ' || c.name AS line,
        r.company_id::text AS id, r.z_score AS z, r.x1, r.operating_cash_flow AS cash
      FROM company_ratings r JOIN companies c ON c.id = r.company_id WHERE ${inCell}
      ORDER BY r.z_score DESC, r.company_id`.execute(t.database.db);
    const { rows } = await sql<{ median: number; x1: number }>`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY r.z_score) AS median,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY r.x1) AS x1
      FROM company_ratings r WHERE ${inCell}`.execute(t.database.db);
    const { rows: industry } = await sql<{ total: number; gmbh: number }>`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE r.legal_form = 'GmbH')::int AS gmbh FROM company_ratings r
      WHERE r.country_code = 'DE' AND r.industry_scheme = 'isic' AND r.industry_code = 'C' AND r.fiscal_year = 2024
        AND r.is_demo`.execute(t.database.db);
    const total = ranking.length;
    const at = ranking.findIndex((r) => r.id === String(MARKET_IDS.subject));
    const me = ranking[at]!;
    const share = (part: number) => Math.round((1000 * part) / total) / 10;
    return {
      ranking: ranking.slice(0, 20).map((r) => r.line),
      block: ranking.map((_, i) => i + 1).slice(Math.max(0, at - 5), at + 6),
      rank: at + 1,
      total,
      percentile: share(ranking.filter((r) => r.z < me.z).length),
      median: rows[0]!.median,
      x1: [total, rows[0]!.x1, share(ranking.filter((r) => r.x1 < me.x1).length)],
      legalForm: industry[0]!.gmbh,
      industry: industry[0]!.total,
      cashFlowPositiveShare: share(ranking.filter((r) => r.cash >= 0).length),
    };
  };

  it("the cell roll-ups (ranks, statistics, attribute counts) agree with the cell's companies after each re-computation", async () => {
    await load("without-late");
    const before = await cellFigures();
    expect(before).toMatchObject({
      ranking: ["1 Strong Metals AG", "2 Subject Metals GmbH", "3 Middle Metals GmbH", "4 Weak Metals GmbH"],
      rank: 2,
      total: 4,
      percentile: 50,
      legalForm: 4,
      industry: 5,
      cashFlowPositiveShare: 75,
    });
    expect(before).toEqual(await fromCompanies());
    // Late Metals ties Middle Metals on Z'' (same ratios): ranked after it by id, below the subject.
    await load("with-late");
    const after = await cellFigures();
    expect(after).toMatchObject({
      ranking: [
        "1 Strong Metals AG",
        "2 Subject Metals GmbH",
        "3 Middle Metals GmbH",
        "4 Late Metals GmbH",
        "5 Weak Metals GmbH",
      ],
      block: [1, 2, 3, 4, 5],
      rank: 2,
      total: 5,
      percentile: 60,
      x1: [5, 0.1, 80],
      legalForm: 5,
      industry: 6,
      cashFlowPositiveShare: 80,
    });
    expect(after.median).toBeCloseTo(2.7, 6); // Middle and Late Metals (Z'' as the model rounds it)
    expect(after).toEqual(await fromCompanies());
    await load("without-late");
    expect(await cellFigures()).toEqual(before);
  });
});
