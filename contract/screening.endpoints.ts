import { defineEndpoints } from "./endpoint.ts";
import { MatchBody, MatchParams, MatchQueryString, MatchResponse } from "./screening.ts";

/** Sanctions screening: yente's match API over the loaded lists (docs/SCREENING.md). */
export const screeningEndpoints = defineEndpoints("screening", {
  match: {
    method: "POST",
    path: "/screening/match/:dataset",
    summary: "Screens up to 1,000 persons or organisations against every loaded sanctions list (yente's match API)",
    params: MatchParams,
    query: MatchQueryString,
    body: MatchBody,
    response: MatchResponse,
    auth: "none",
    errors: [404, 503],
  },
});
