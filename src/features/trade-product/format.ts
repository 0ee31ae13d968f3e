/** Figures of the trade pages in the reader's language (src/lib/format-figures.ts, shared with the trade workers). */
export { countryName, formatNumber, formatPercent, formatUsd } from "../../lib/format-figures.ts";
