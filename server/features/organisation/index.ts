/** What other server parts may use of the organisation feature. */
export { checkOrgPermission } from "./org-access.service.ts";
