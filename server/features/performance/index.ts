/** What other server features may use of the performance group (the company report reads the highlights). */
export { financialHighlights } from "./performance.service.ts";
