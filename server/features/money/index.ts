/** What other server features may use of the money feature (the credits ledger and its charges). */
export { postCredits } from "./ledger.service.ts";
export { consume } from "./consume.service.ts";
export { availableCredits, groupCreditUsage, setMonthlyCap } from "./credit-pool.service.ts";
