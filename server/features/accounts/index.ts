/** What other server features may use of the accounts feature. */
export { openSession, resolveSession } from "./sessions.service.ts";
export { currentLockType } from "./entitlements.service.ts";
