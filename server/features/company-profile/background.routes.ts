import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { CompanyRef } from "../../../contract/company-profile.ts";
import { CompanyProfile, CompanySnapshot } from "../../../contract/company-profile-background.ts";
import {
  CompanyInvestments,
  CompanyOwnership,
  OwnershipTree,
  ShareholderChartSummary,
  ShareholderSummary,
} from "../../../contract/company-profile-ownership.ts";
import {
  CompanyBranches,
  CompanyRelated,
  NetworkChart,
  RelatedQuery,
  RelatedSummary,
} from "../../../contract/company-profile-network.ts";
import type { AppContext } from "../../app-context.ts";
import { routesOf } from "./route-helpers.ts";
import { getCompanySnapshot } from "./snapshot.service.ts";
import { getCompanyProfile } from "./profile.service.ts";
import * as ownership from "./ownership.service.ts";
import * as related from "./related.service.ts";

const RelatedBody = Type.Object({ ...CompanyRef.properties, ...RelatedQuery.properties });

/** POST /backgroud/*: snapshot, profile, ownership, investments, related companies and branches. */
export function backgroundRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  const { post } = routesOf(app);
  post(
    "/backgroud/getCompanySnapshot",
    { summary: "Snapshot: key facts, data quality and provenance", input: CompanyRef, data: CompanySnapshot },
    (body, request) => getCompanySnapshot(db, body, request.locale),
  );
  post(
    "/backgroud/getCompanyProfile",
    {
      summary: "Profile: identity, legal form, addresses, name history, capital",
      input: CompanyRef,
      data: CompanyProfile,
    },
    (body, request) => getCompanyProfile(db, body, request.locale),
  );
  post(
    "/backgroud/getCompanyOwnership",
    {
      summary: "Shareholders at every level, with effective shares and ultimate owners",
      input: CompanyRef,
      data: CompanyOwnership,
    },
    (body) => ownership.getCompanyOwnership(db, body),
  );
  post(
    "/backgroud/getShareholderSummary",
    {
      summary: "Shareholder counts, levels, UBOs and the largest holding",
      input: CompanyRef,
      data: ShareholderSummary,
    },
    (body) => ownership.getShareholderSummary(db, body),
  );
  post(
    "/backgroud/getShareholderChartSummary",
    { summary: "Direct shareholders' exact shares (donut chart)", input: CompanyRef, data: ShareholderChartSummary },
    (body) => ownership.getShareholderChartSummary(db, body),
  );
  post(
    "/backgroud/getCompanyShareholderChart",
    { summary: "Shareholder chart: the direct shareholders", input: CompanyRef, data: OwnershipTree },
    (body) => ownership.getShareholderChart(db, body, false),
  );
  post(
    "/backgroud/getCompanyShareholderChartV2",
    {
      summary: "Shareholder chart: every level up to the ultimate beneficial owners",
      input: CompanyRef,
      data: OwnershipTree,
    },
    (body) => ownership.getShareholderChart(db, body, true),
  );
  post(
    "/backgroud/getCompanyInvestment",
    { summary: "Companies the company holds interests in", input: CompanyRef, data: CompanyInvestments },
    (body) => ownership.getCompanyInvestment(db, body),
  );
  post(
    "/backgroud/getCompanyInvestmentChart",
    { summary: "Investment chart: holdings down to three levels", input: CompanyRef, data: OwnershipTree },
    (body) => ownership.getCompanyInvestmentChart(db, body),
  );
  post(
    "/backgroud/getCompanyRelated",
    { summary: "Related companies (parents, subsidiaries, affiliates...)", input: RelatedBody, data: CompanyRelated },
    (body) => related.getCompanyRelated(db, body, body.relation),
  );
  post(
    "/backgroud/getRelatedSummary",
    { summary: "Related companies by relation and by country", input: CompanyRef, data: RelatedSummary },
    (body) => related.getRelatedSummary(db, body),
  );
  post(
    "/backgroud/getCompanyRelatedChart",
    { summary: "Related companies chart", input: CompanyRef, data: NetworkChart },
    (body) => related.getCompanyRelatedChart(db, body),
  );
  post("/backgroud/getCompanyBranch", { summary: "Branches", input: CompanyRef, data: CompanyBranches }, (body) =>
    related.getCompanyBranch(db, body),
  );
  post(
    "/backgroud/getCompanyBranchChart",
    { summary: "Branches chart, grouped by country", input: CompanyRef, data: NetworkChart },
    (body) => related.getCompanyBranchChart(db, body),
  );
}
