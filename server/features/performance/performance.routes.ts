import type { FastifyInstance } from "fastify";
import type { Static } from "typebox";
import { performanceEndpoints as endpoints } from "../../../contract/performance.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import type { PerformanceBody } from "../../../contract/performance.ts";
import { abilityPerformance, financialHighlights, performanceSummary } from "./performance.service.ts";
import { industryComparison, observationItems, peerFinancials } from "./comparison.service.ts";

type Endpoint = (typeof endpoints)[keyof typeof endpoints];

/** POST /performance/*: the profile's performance group (docs/CREDIT.md). */
export function performanceRoutes(app: FastifyInstance, { database, now }: AppContext): void {
  const db = database.db;
  const post = <E extends Endpoint>(endpoint: E, handler: (body: PerformanceBody) => Promise<Static<E["response"]>>) =>
    route(app, endpoint, async (request) => ok(await handler(request.body ?? {})));
  post(endpoints.highlights, (body) => financialHighlights(db, body));
  post(endpoints.ratios, (body) => abilityPerformance(db, body));
  post(endpoints.summary, (body) => performanceSummary(db, body, now?.() ?? new Date()));
  post(endpoints.industryComparison, (body) => industryComparison(db, body));
  post(endpoints.observations, (body) => observationItems(db, body));
  post(endpoints.peers, (body) => peerFinancials(db, body));
}
