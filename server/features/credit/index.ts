/** What other server features may use of the credit model (the market analysis rates peers with it; the company report reads the opinion). */
export { assessYear, bandOf, BANDS, riskIndicator, statementPerYear, type StatementFigures } from "./credit-model.ts";
export { creditAssessment } from "./credit.service.ts";
