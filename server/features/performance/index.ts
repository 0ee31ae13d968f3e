/** What other server features may use of the performance group (the market analysis names industries with it). */
export { industryName } from "./performance.repo.ts";
