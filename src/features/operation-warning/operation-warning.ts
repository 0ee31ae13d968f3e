import { atom } from "../../lib/state.ts";

/**
 * Set when the company-view power check returns no data (the spec's trigger for the top bar's
 * operation-warning icon); the companies feature sets it, the indicator shows it.
 */
export const operationWarningFlaggedAtom = atom(false);
