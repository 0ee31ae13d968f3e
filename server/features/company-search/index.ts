/** What other server features may use of the company-search feature. */
export { toXlsx } from "./export-files.ts";
export type { ExportTable } from "./export-table.ts";
