/** The route a company's profile opens on (Background › Snapshot). */
export const PROFILE_ROUTE = "/index/company/detals/$id/background/snapshot";
