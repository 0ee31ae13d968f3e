import type { FastifyInstance } from "fastify";
import { marketEndpoints as endpoints } from "../../../contract/market.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as market from "./market.service.ts";

/** `/market/*`, getIndustryStatics and the industry rating card (docs/CREDIT.md, "Market analysis"). */
export function marketRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  void app.register(async (scope) => {
    // getMarketAnalysisQuantity is the spec's form post: `id=A6UKX` read as the JSON body would be.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries([...new URLSearchParams(String(body))].filter(([, value]) => value !== "")));
    });
    route(scope, endpoints.getRatingDistribution, async (r) => ok(await market.ratingDistribution(db, r.query)));
    route(scope, endpoints.getBlockListData, async (r) => ok(await market.blockList(db, r.query)));
    route(scope, endpoints.getAttrbuteComparison, async (r) => ok(await market.attributeComparison(db, r.query)));
    route(scope, endpoints.getPerformanceComparison, async (r) => ok(await market.performanceComparison(db, r.query)));
    route(scope, endpoints.ratingAnalysisCurrent, async (r) => ok(await market.ratingAnalysisCurrent(db, r.query)));
    route(scope, endpoints.ratingRanking, async (r) => ok(await market.ratingRanking(db, r.body)));
    route(scope, endpoints.ratingResearchIndustry, async (r) => ok(await market.ratingGroups(db, r.body, "industry")));
    route(scope, endpoints.ratingAreaNumTable, async (r) => ok(await market.ratingGroups(db, r.body, "area")));
    route(scope, endpoints.ratingHistory, async (r) => ok(await market.ratingGroups(db, r.body, "year")));
    route(scope, endpoints.ratingNature, async (r) => ok(await market.ratingGroups(db, r.body, "nature")));
    route(scope, endpoints.ratingSize, async (r) => ok(await market.ratingGroups(db, r.body, "size")));
    route(scope, endpoints.enterpriseOverview, async (r) => ok(await market.enterpriseOverview(db, r.body)));
    route(scope, endpoints.financialRatios, async (r) => ok(await market.financialRatios(db, r.body)));
    route(scope, endpoints.ratingNormalDesTable, async (r) => ok(await market.ratingNorms(db, r.body)));
    route(scope, endpoints.getMarketAnalysisQuantity, async (r) => ok(await market.marketQuantity(db, r.body)));
    route(scope, endpoints.getIndustryStatics, async (r) => ok(await market.industryStatistics(db, r.query)));
    route(scope, endpoints.getPerformance, async (r) => ok(await market.industryRatingCard(db, r.query)));
  });
}
