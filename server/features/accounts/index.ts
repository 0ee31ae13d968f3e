/** What other server features may use of the accounts feature. */
export { openSession, resolveSession } from "./sessions.service.ts";
export { currentLockType } from "./entitlements.service.ts";
export { inTransaction, type Executor } from "./executor.ts";
export { entitlementsOf, grantSubscription } from "./entitlements.service.ts";
export { E2E_FIXTURES_ENV } from "./e2e-fixtures.routes.ts";
