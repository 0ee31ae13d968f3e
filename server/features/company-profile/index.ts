/** What other server features may use of the company profile feature. */
export { resolveCompany, heading } from "./company.service.ts";
export type { CompanyRow } from "./company.repo.ts";
