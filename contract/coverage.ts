import { Type, type Static } from "typebox";
import { Envelope } from "./envelope.ts";

/** At most this many example names: one per script (Latin, Cyrillic, Han…). */
export const COVERAGE_EXAMPLES_MAX = 3;

/**
 * What this installation's database covers, for the home banner and the search box: live counts
 * (not the original product's claim) and example names that the company search finds.
 */
export const Coverage = Type.Object({
  /** Companies in the database, real and demo. */
  companies: Type.Integer({ minimum: 0 }),
  /** Countries and territories with at least one company. */
  countries: Type.Integer({ minimum: 0 }),
  /**
   * Names of companies in the database, one per script: the best-documented company of the
   * countries with the most companies. Each finds its company by first-word search.
   */
  examples: Type.Array(Type.String(), { maxItems: COVERAGE_EXAMPLES_MAX }),
});
export type Coverage = Static<typeof Coverage>;

export const CoverageResponse = Envelope(Coverage);
