import { defineEndpoints } from "./endpoint.ts";
import { Type } from "typebox";
import {
  BankTransferDetails,
  BillingInformation,
  BillingInformationBody,
  BillingPageBody,
  BillingStatistics,
  ConsumptionPage,
  ConsumptionPageBody,
  InvoiceYearQuery,
  OrderNoParams,
  RechargePage,
  TransferReceipt,
} from "./billing.ts";

const signedIn = { auth: "required" } as const;

/** The spec's `/billingAndPayment/*` calls of the Billing pages (payments and deductions). */
export const billingEndpoints = defineEndpoints("billing", {
  statistics: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/billingAndPaymentStatistics",
    summary: "Balance, credits bought and spent, paid orders and their amount",
    response: BillingStatistics,
  },
  recharges: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/getUserRechargesPage",
    summary: "The user's orders (paid, failed, waiting), newest first",
    body: BillingPageBody,
    response: RechargePage,
  },
  consumptions: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/getUserConsumptionPage",
    summary: "What the user's credits paid for, one row per company, newest first (of one usage type with `type`)",
    body: ConsumptionPageBody,
    response: ConsumptionPage,
  },
  getInvoiceInformation: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/getInvoiceInformation",
    summary: "The billing details invoices are made out to (null until saved)",
    response: Type.Union([BillingInformation, Type.Null()]),
  },
  saveInvoiceInformation: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/saveInvoiceInformation",
    summary: "Saves the billing details the first time (409 when they exist: update them)",
    body: BillingInformationBody,
    response: BillingInformation,
    errors: [409],
  },
  updateInvoiceInformation: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/updateInvoiceInformation",
    summary: "Changes the saved billing details (404 before they are saved)",
    body: BillingInformationBody,
    response: BillingInformation,
    errors: [404],
  },
  getInvoicePdf: {
    ...signedIn,
    method: "GET",
    path: "/billingAndPayment/getInvoicePdfAddress",
    summary: "A statement of the year's paid orders as a PDF, made out to the billing details",
    query: InvoiceYearQuery,
    produces: ["application/pdf"],
    response: Type.Unsafe<Uint8Array>({ type: "string", format: "binary" }),
    reply: "file",
    errors: [404],
  },
  getRechargePdf: {
    ...signedIn,
    method: "GET",
    path: "/billingAndPayment/getUserRechargesPdfAddress/:id",
    summary: "The invoice of one paid order (by its order no) as a PDF, numbered, with the billing details",
    params: OrderNoParams,
    produces: ["application/pdf"],
    response: Type.Unsafe<Uint8Array>({ type: "string", format: "binary" }),
    reply: "file",
    errors: [404],
  },
  bankTransferDetails: {
    ...signedIn,
    method: "GET",
    path: "/billingAndPayment/getBankTransferDetails",
    summary: "Where to send a bank transfer (null when the operator has not set it up)",
    response: Type.Union([BankTransferDetails, Type.Null()]),
  },
  uploadTransferReceipt: {
    ...signedIn,
    method: "POST",
    path: "/billingAndPayment/upload",
    summary: "Uploads the receipt of a bank transfer (PDF or image, type sniffed from the bytes, at most 5 MB)",
    description:
      "multipart/form-data with the field `file`. A type that is not PDF, PNG, JPEG, GIF or WebP is 415, a larger file 413.",
    consumes: ["multipart/form-data"],
    response: TransferReceipt,
    errors: [413, 415, 422, 429],
  },
});
