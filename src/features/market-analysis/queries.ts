import { useQuery } from "@tanstack/react-query";
import { marketEndpoints as e } from "../../../contract/market.endpoints.ts";
import { call } from "../../lib/api-client.ts";
import { keptOffline } from "../../lib/query-client.ts";

/** Market analyses kept for offline reading (one set per company opened). */
const MAX_SAVED = 100;
const quiet = (signal: AbortSignal) => ({ silent: true, quiet: true, signal });

/** One market call about the company (contract/market.endpoints.ts); each panel shows its own loading state. */
const useMarket = <T>(key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) =>
  useQuery({ queryKey: ["market", ...key], queryFn: ({ signal }) => fetch(signal), ...keptOffline(MAX_SAVED) });

export const useDistribution = (id: string) =>
  useMarket(["distribution", id], (s) => call(e.getRatingDistribution, { id }, quiet(s)));
export const usePosition = (id: string) =>
  useMarket(["position", id], (s) => call(e.ratingAnalysisCurrent, { id }, quiet(s)));
export const useRanking = (id: string, pageNum: number, pageSize: number) =>
  useMarket(["ranking", id, pageNum, pageSize], (s) => call(e.ratingRanking, { id, pageNum, pageSize }, quiet(s)));
export const useBlockList = (id: string) => useMarket(["block", id], (s) => call(e.getBlockListData, { id }, quiet(s)));
export const useHistory = (id: string) => useMarket(["history", id], (s) => call(e.ratingHistory, { id }, quiet(s)));
export const useBySize = (id: string) => useMarket(["size", id], (s) => call(e.ratingSize, { id }, quiet(s)));
export const useByNature = (id: string) => useMarket(["nature", id], (s) => call(e.ratingNature, { id }, quiet(s)));
export const useByArea = (id: string) => useMarket(["area", id], (s) => call(e.ratingAreaNumTable, { id }, quiet(s)));
export const useByIndustry = (id: string) =>
  useMarket(["industry", id], (s) => call(e.ratingResearchIndustry, { id }, quiet(s)));
export const useRatingNorms = (id: string) =>
  useMarket(["norms", id], (s) => call(e.ratingNormalDesTable, { id }, quiet(s)));
export const useOverview = (id: string) =>
  useMarket(["overview", id], (s) => call(e.enterpriseOverview, { id }, quiet(s)));
export const useFinancialRatios = (id: string) =>
  useMarket(["ratios", id], (s) => call(e.financialRatios, { id }, quiet(s)));
export const usePerformanceComparison = (id: string) =>
  useMarket(["performance", id], (s) => call(e.getPerformanceComparison, { id }, quiet(s)));
export const useAttributes = (id: string) =>
  useMarket(["attributes", id], (s) => call(e.getAttrbuteComparison, { id }, quiet(s)));
export const useQuantity = (id: string) =>
  useMarket(["quantity", id], (s) => call(e.getMarketAnalysisQuantity, { id }, quiet(s)));
export const useIndustryStatistics = (id: string) =>
  useMarket(["statistics", id], (s) => call(e.getIndustryStatics, { id }, quiet(s)));
export const useRatingCard = (id: string) => useMarket(["card", id], (s) => call(e.getPerformance, { id }, quiet(s)));
