/** What other server features may use of the credit model (the company report reads the opinion). */
export { creditAssessment } from "./credit.service.ts";
