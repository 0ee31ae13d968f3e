/** What other server features may use of the performance group (the market analysis names industries; the company report reads the highlights). */
export { industryName, industryNames } from "./performance.repo.ts";
export { financialHighlights } from "./performance.service.ts";
