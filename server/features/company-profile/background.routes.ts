import type { FastifyInstance } from "fastify";
import { companyProfileEndpoints as endpoints } from "../../../contract/company-profile.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { profileRoute } from "./route-helpers.ts";
import { getCompanySnapshot } from "./snapshot.service.ts";
import { getCompanyProfile } from "./profile.service.ts";
import * as ownership from "./ownership.service.ts";
import * as related from "./related.service.ts";

/** POST /backgroud/*: snapshot, profile, ownership, investments, related companies and branches. */
export function backgroundRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  profileRoute(app, endpoints.snapshot, (body, request) => getCompanySnapshot(db, body, request.locale));
  profileRoute(app, endpoints.profile, (body, request) => getCompanyProfile(db, body, request.locale));
  profileRoute(app, endpoints.ownership, (body) => ownership.getCompanyOwnership(db, body));
  profileRoute(app, endpoints.shareholderSummary, (body) => ownership.getShareholderSummary(db, body));
  profileRoute(app, endpoints.shareholderChartSummary, (body) => ownership.getShareholderChartSummary(db, body));
  profileRoute(app, endpoints.shareholderChart, (body) => ownership.getShareholderChart(db, body, false));
  profileRoute(app, endpoints.shareholderTree, (body) => ownership.getShareholderChart(db, body, true));
  profileRoute(app, endpoints.investments, (body) => ownership.getCompanyInvestment(db, body));
  profileRoute(app, endpoints.investmentTree, (body) => ownership.getCompanyInvestmentChart(db, body));
  profileRoute(app, endpoints.related, (body) => related.getCompanyRelated(db, body, body.relation));
  profileRoute(app, endpoints.relatedSummary, (body) => related.getRelatedSummary(db, body));
  profileRoute(app, endpoints.relatedChart, (body) => related.getCompanyRelatedChart(db, body));
  profileRoute(app, endpoints.branches, (body) => related.getCompanyBranch(db, body));
  profileRoute(app, endpoints.branchChart, (body) => related.getCompanyBranchChart(db, body));
}
