/**
 * What other trade pages (the country and company pages, the product's shipping tabs) use of the product
 * pages: cards, controls, formats, and the shipping queries.
 */
export { DemoLabel, Panel, QueryView, TradePageFrame } from "./panel.tsx";
export { FlowSwitch, YearSelect } from "./year-flow-controls.tsx";
export { countryName, formatNumber, formatPercent, formatUsd } from "./format.ts";
export { CountryCell } from "./country-table.tsx";
export { ScrollRegion, ScrollTable } from "./scroll-table.tsx";
export { ChainTable } from "./supply-chain-tab.tsx";
export { useProductShipments, useProductShippingOrder, useShippingOverview } from "./queries.ts";
export { SHIPMENT_PAGE_SIZE } from "./trade-product.api.ts";
export { CompanyName } from "./company-name.tsx";
export { SuggestSearch } from "./suggest-search.tsx";
export { TradeKindSelect, type TradeSearchKind } from "./trade-kind-select.tsx";
