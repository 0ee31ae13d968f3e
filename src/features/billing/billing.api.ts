import type { Static } from "typebox";
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
