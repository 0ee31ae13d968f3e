/** What other server features may use of the money feature (credits ledger, payments). */
export { creditBalance, postCredits, type Posting, type Posted } from "./ledger.service.ts";
export { consume } from "./consume.service.ts";
