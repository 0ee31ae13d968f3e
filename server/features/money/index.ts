/** What other server features may use of the money feature (the credits ledger). */
export { creditBalance, postCredits } from "./ledger.service.ts";
