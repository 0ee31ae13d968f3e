/** What other server features may use of the company profile feature. */
export { heading, resolveCompany } from "./company.service.ts";
export type { Db } from "./company.repo.ts";
export type { CompanyRefInput } from "./company-ref.ts";
