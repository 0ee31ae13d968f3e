/** What other trade pages (the country page) use of the product pages: cards, controls and formats. */
export { DemoLabel, Panel, QueryView } from "./panel.tsx";
export { FlowSwitch, YearSelect } from "./year-flow-controls.tsx";
export { countryName, formatNumber, formatPercent, formatUsd } from "./format.ts";
export { CountryCell } from "./country-table.tsx";
export { ScrollTable } from "./scroll-table.tsx";
export { CompanyName } from "./company-name.tsx";
export { SuggestSearch } from "./suggest-search.tsx";
export { TradeKindSelect, type TradeSearchKind } from "./trade-kind-select.tsx";
