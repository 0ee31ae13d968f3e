/** What other server features may use of the company profile (the AI assistant reads a company through these). */
export { getCompanySnapshot } from "./snapshot.service.ts";
export { getCompanyOwnership } from "./ownership.service.ts";
export { getCompanyManagement } from "./management.service.ts";
