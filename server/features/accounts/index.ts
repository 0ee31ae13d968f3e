/** What other server features may use of the accounts feature. */
export { openSession } from "./sessions.service.ts";
