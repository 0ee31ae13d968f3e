/** The company profile's performance tabs, composed by the profile's routes. */
export { FinancialHighlightsTab } from "./highlights-tab.tsx";
export { RatioAnalysisTab } from "./ratios-tab.tsx";
export { IndustryNormsTab } from "./norms-tab.tsx";
export { parsePerformanceSearch, type PerformanceSearch } from "./performance-search.ts";
