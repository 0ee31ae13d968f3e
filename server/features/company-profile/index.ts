/** What other server features may use of the company profile (the AI assistant, the credit model and the performance group read a company through these). */
export { getCompanySnapshot } from "./snapshot.service.ts";
export { getCompanyOwnership } from "./ownership.service.ts";
export { getCompanyManagement } from "./management.service.ts";
export { heading, resolveCompany } from "./company.service.ts";
export type { CompanyRow, Db } from "./company.repo.ts";
export type { CompanyRefInput } from "./company-ref.ts";
export { parseCompanyId } from "./company-ref.ts";
export { insertView } from "./views.repo.ts";
