import { defineEndpoints } from "./endpoint.ts";
import { CompanyRef } from "./company-profile.ts";
import { CreditAssessment } from "./credit.ts";

/** The credit opinion (issue 21, spec section 7 "Performance, market and credit"; docs/CREDIT.md). */
export const creditEndpoints = defineEndpoints("credit", {
  getCreditAssessment: {
    method: "POST",
    path: "/creadit/getCreditAssessment",
    summary:
      "The company's credit opinion from its financial statements (Altman Z''): rating, PD, scores, credit line, inputs and history per fiscal year; insufficient data without statements",
    body: CompanyRef,
    response: CreditAssessment,
    auth: "none",
    errors: [404],
  },
});
