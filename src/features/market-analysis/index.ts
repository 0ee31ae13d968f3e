/** What the routes use of the market analysis: the company profile's marketAnalysis tabs. */
export { IndustryStatisticsTab } from "./industry-statistics-tab.tsx";
export { RatingAnalysisTab } from "./rating-analysis-tab.tsx";
export { CompetitiveAnalysisTab } from "./competitive-analysis-tab.tsx";
