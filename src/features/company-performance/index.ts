/** The company profile's performance tabs, composed by the profile's routes. */
export { FinancialHighlightsTab } from "./highlights-tab.tsx";
export { RatioAnalysisTab } from "./ratios-tab.tsx";
export { IndustryNormsTab } from "./norms-tab.tsx";
export { parsePerformanceSearch } from "./performance-search.ts";
export { DemoBadge } from "./controls.tsx";
export { SIZE_BAND_LABELS } from "./labels.ts";
