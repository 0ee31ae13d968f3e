import { type TSchema } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import {
  AttributeComparison,
  EnterpriseOverview,
  IndustryRatingCard,
  IndustryStatistics,
  MarketBody,
  MarketPageBody,
  MarketQuantity,
  PeerStats,
  RatingDistribution,
  RatingGroups,
  RatingNorms,
  RatingPosition,
  RatingRanking,
} from "./market.ts";

const base = { auth: "none", errors: [404] } as const;
const get = <const P extends string, R extends TSchema>(path: P, summary: string, response: R) =>
  ({ ...base, method: "GET", path, summary, query: MarketBody, response }) as const;
const post = <const P extends string, R extends TSchema>(path: P, summary: string, response: R) =>
  ({ ...base, method: "POST", path, summary, body: MarketBody, response }) as const;

/**
 * The profile's market analysis group (issue 21; docs/CREDIT.md, "Market analysis"): the credit model's
 * ratings of the company's peers (country x industry x size band), from the company_ratings roll-up.
 */
export const marketEndpoints = defineEndpoints("market", {
  getRatingDistribution: get(
    "/market/getRatingDistribution",
    "Companies per grade in the company's peer cell",
    RatingDistribution,
  ),
  getBlockListData: get(
    "/market/getBlockListData",
    "The company's block of the ranking: up to 5 peers above and 5 below it",
    RatingRanking,
  ),
  getAttrbuteComparison: get(
    "/market/getAttrbuteComparison",
    "Ownership nature, legal form, status, size band and years in business: how many peers share the company's",
    AttributeComparison,
  ),
  getPerformanceComparison: get(
    "/market/getPerformanceComparison",
    "Performance comparison ratios against the peer cell: score, net margin, growth, equity ratio, current ratio",
    PeerStats,
  ),
  ratingAnalysisCurrent: get(
    "/market/ratingAnalysisCurrent",
    "The company's current rating and market position (rank, percentile, the cell's median grade)",
    RatingPosition,
  ),
  ratingRanking: {
    ...post("/market/ratingRanking", "The peer cell ranked by Z''-score, a page at a time", RatingRanking),
    body: MarketPageBody,
  },
  ratingResearchIndustry: post(
    "/market/ratingResearchIndustry",
    "Grades per industry in the company's country and year (the 12 largest)",
    RatingGroups,
  ),
  ratingAreaNumTable: post("/market/ratingAreaNumTable", "Grades per country of the company's industry", RatingGroups),
  ratingHistory: post("/market/ratingHistory", "Grades of the industry in the country per fiscal year", RatingGroups),
  ratingNature: post("/market/ratingNature", "Grades by ownership nature (listed or not)", RatingGroups),
  ratingSize: post("/market/ratingSize", "Grades by EU size band", RatingGroups),
  enterpriseOverview: post(
    "/market/enterpriseOverview",
    "The peer cell: rated companies (real and demo), mean score, median Z'', investment-grade share",
    EnterpriseOverview,
  ),
  financialRatios: post("/market/financialRatios", "The model's ratios X1-X4 and Z'' against the peer cell", PeerStats),
  ratingNormalDesTable: post(
    "/market/ratingNormalDesTable",
    "The rating scale (Z'' floor, PD, risk) with each grade's count in the peer cell",
    RatingNorms,
  ),
  getMarketAnalysisQuantity: {
    ...post(
      "/market/getMarketAnalysisQuantity",
      "How many rated companies the analysis covers: cell, industry, country, and the years available",
      MarketQuantity,
    ),
    consumes: ["application/x-www-form-urlencoded", "application/json"],
  },
  getIndustryStatics: get(
    "/businessActivities/getIndustryStatics",
    "Industry statistics comparison: companies sharing the company's country, industry, type, size, status, age, rating",
    IndustryStatistics,
  ),
  getPerformance: get(
    "/gleagle/csiv4/getPerformance",
    "The industry rating card of the company's peer cell: companies, median grade, profitability, growth, structure, repaying, cash flow",
    IndustryRatingCard,
  ),
});
