import { type TSchema } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import {
  AbilityPerformance,
  FinancialHighlights,
  IndustryComparison,
  ObservationItems,
  PeerFinancials,
  PerformanceBody,
  PerformanceSummary,
} from "./performance.ts";

/** `POST /performance/<path>` about one company (public; an unknown company is 404). */
const performance = <const P extends string, R extends TSchema>(path: P, summary: string, response: R) =>
  ({
    method: "POST",
    path: `/performance/${path}`,
    summary,
    body: PerformanceBody,
    response,
    auth: "none",
    errors: [404],
  }) as const;

/** The profile's performance group (issue 21): highlights, ratio groups, industry norms (docs/CREDIT.md). */
export const performanceEndpoints = defineEndpoints("performance", {
  highlights: performance(
    "getFinancialHighlights",
    "Financial highlights per period (newest first), each figure with its period end and currency",
    FinancialHighlights,
  ),
  ratios: performance(
    "getAbilityPerformance",
    "The five ratio groups (profitability, operating, structural, productivity, growth) per period",
    AbilityPerformance,
  ),
  summary: performance(
    "getPerformanceSummary",
    "The latest statement's key figures and one key ratio per group, with the figures' age",
    PerformanceSummary,
  ),
  industryComparison: performance(
    "getIndustryResearchComparison",
    "Industry norms of the company's industry x country x size band, and where the company stands",
    IndustryComparison,
  ),
  observations: performance(
    "getObservationProject",
    "Observation items: checks of the latest statement (liquidity, leverage, losses, decline) and their status",
    ObservationItems,
  ),
  peers: performance(
    "getFinancialsRelateCompany",
    "Latest annual figures of the company and its industry peers in the same country",
    PeerFinancials,
  ),
});
