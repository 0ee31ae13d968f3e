/** What the pages composing trade by country use: the trade home's country list. */
export { TopCountries } from "./top-countries.tsx";
export { SourceList } from "./source-list.tsx";
export { useFlowLabels } from "./flow-labels.ts";
