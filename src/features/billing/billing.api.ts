import type { Static } from "typebox";
import { billingEndpoints } from "../../../contract/billing.endpoints.ts";
import { consumeEndpoints } from "../../../contract/money.endpoints.ts";
import { payEndpoints } from "../../../contract/payments.endpoints.ts";
import type { CardAuthorizeBody, SaveUserRechargesBody } from "../../../contract/payments.ts";
import { call } from "../../lib/api-client.ts";

export const getProducts = () => call(payEndpoints.getProductList, undefined, { silent: true });
export const getPriceList = () => call(consumeEndpoints.priceList, undefined, { silent: true });
export const getPublicClientKey = () => call(payEndpoints.getPublicClientKey, undefined, { silent: true });
/** Failures are shown by the card form itself (quiet). */
export const cardAuthorize = (body: Static<typeof CardAuthorizeBody>) =>
  call(payEndpoints.cardAuthorize, body, { quiet: true });
export const saveUserRecharges = (body: Static<typeof SaveUserRechargesBody>) =>
  call(payEndpoints.saveUserRecharges, body, { quiet: true });
export const failedPay = (orderNo: string) => call(payEndpoints.failedPay, { orderNo }, { quiet: true });
export const getRecharges = (pageNum: number) =>
  call(billingEndpoints.recharges, { pageNum, pageSize: RECORDS_PAGE_SIZE }, { silent: true });
export const getConsumptions = (pageNum: number) =>
  call(billingEndpoints.consumptions, { pageNum, pageSize: RECORDS_PAGE_SIZE }, { silent: true });
/** Rows per page of the Billing records. */
export const RECORDS_PAGE_SIZE = 10;
