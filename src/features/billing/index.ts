/** Buying credits and tiers (the sandbox card form) and the price list (docs/MONEY.md). */
export { PurchasePanel } from "./purchase-panel.tsx";
export { PriceListTable } from "./price-list-table.tsx";
