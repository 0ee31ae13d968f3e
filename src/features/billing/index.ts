/** Buying credits and tiers (the sandbox card form, with the price list), the Billing pages and company report downloads. */
export { PurchasePanel } from "./purchase-panel.tsx";
export { DeductionRecordPage, PaymentRecordPage } from "./records-pages.tsx";
export {
  BillingInformationEditPage,
  BillingInformationPage,
  BillingOverviewPage,
  InvoiceDownloadPage,
} from "./billing-pages.tsx";
export { BankTransferPage } from "./bank-transfer-page.tsx";
export { ReportDownloadButton } from "./report-download-button.tsx";
export { ReportUpdateButton } from "./report-update-button.tsx";
