import type { Static } from "typebox";
import { billingEndpoints } from "../../../contract/billing.endpoints.ts";
import { consumeEndpoints } from "../../../contract/money.endpoints.ts";
import { payEndpoints } from "../../../contract/payments.endpoints.ts";
import type { CardAuthorizeBody, SaveUserRechargesBody } from "../../../contract/payments.ts";
import { call, callEnvelope, download } from "../../lib/api-client.ts";
import { reportsEndpoints } from "../../../contract/reports.endpoints.ts";
import type { BillingInformationBody } from "../../../contract/billing.ts";

export const getProducts = () => call(payEndpoints.getProductList, undefined, { silent: true });
export const getPriceList = () => call(consumeEndpoints.priceList, undefined, { silent: true });
export const getPublicClientKey = () => call(payEndpoints.getPublicClientKey, undefined, { silent: true });
/** Failures are shown by the card form itself (quiet). */
export const cardAuthorize = (body: Static<typeof CardAuthorizeBody>) =>
  call(payEndpoints.cardAuthorize, body, { quiet: true });
export const saveUserRecharges = (body: Static<typeof SaveUserRechargesBody>) =>
  call(payEndpoints.saveUserRecharges, body, { quiet: true });
/** The payer's written refund request; answers the envelope (its message is the toast). */
export const refundPayment = (body: { orderNo: string; reason: string }) =>
  callEnvelope(payEndpoints.refundPayment, body, { quiet: true });
export const failedPay = (orderNo: string) => call(payEndpoints.failedPay, { orderNo }, { quiet: true });
export const getRecharges = (pageNum: number) =>
  call(billingEndpoints.recharges, { pageNum, pageSize: RECORDS_PAGE_SIZE }, { silent: true });
export const getConsumptions = (pageNum: number) =>
  call(billingEndpoints.consumptions, { pageNum, pageSize: RECORDS_PAGE_SIZE }, { silent: true });
/** Rows per page of the Billing records. */
export const RECORDS_PAGE_SIZE = 10;

export const getStatistics = () => call(billingEndpoints.statistics, undefined, { silent: true });
export const getBillingInformation = () => call(billingEndpoints.getInvoiceInformation, undefined, { silent: true });
/** Saves the first time, updates afterwards; failures are shown by the form (quiet). */
export const saveBillingInformation = (body: BillingInformationBody, isUpdate: boolean) =>
  call(isUpdate ? billingEndpoints.updateInvoiceInformation : billingEndpoints.saveInvoiceInformation, body, {
    quiet: true,
  });
export const downloadInvoice = (orderNo: string) => download(billingEndpoints.getRechargePdf, { id: orderNo });
export const downloadStatement = (year: number) => download(billingEndpoints.getInvoicePdf, { year });
export const getBankTransferDetails = () => call(billingEndpoints.bankTransferDetails, undefined, { silent: true });
export const uploadTransferReceipt = (form: FormData) =>
  call(billingEndpoints.uploadTransferReceipt, form, { quiet: true });
export const downloadCompanyReport = (companyId: string) =>
  download(reportsEndpoints.downloadOnlinePdf, { id: companyId });
/** Orders the update of one company's report (1 credit); resolves with the server's confirmation. */
export const orderReportUpdate = (companyId: string, companyName: string, idempotencyKey: string) =>
  callEnvelope(reportsEndpoints.updateData, { companyId, companyName, idempotencyKey });
export const getPdfAddress = (companyId: string) =>
  call(reportsEndpoints.getPdfAddress, { id: companyId }, { silent: true });

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
