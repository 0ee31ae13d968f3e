/** Buying credits and tiers (the sandbox card form, with the price list) and the Billing records pages. */
export { PurchasePanel } from "./purchase-panel.tsx";
export { DeductionRecordPage, PaymentRecordPage } from "./records-pages.tsx";
