/** Buying credits and tiers (the sandbox card form, with the price list of docs/MONEY.md). */
export { PurchasePanel } from "./purchase-panel.tsx";
