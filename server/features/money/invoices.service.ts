import { AppError, ruleBroken } from "../../lib/app-error.ts";
import type { Executor } from "../accounts/index.ts";
import { billingInformation } from "./billing-information.service.ts";
import { invoiceNumber, invoicePdf, statementPdf } from "./invoice-document.ts";
import * as repo from "./invoices.repo.ts";

export type PdfFile = { fileName: string; bytes: Uint8Array };

async function requiredBillingInformation(db: Executor, userId: string) {
  const info = await billingInformation(db, userId);
  if (!info) throw ruleBroken("billingInformationMissing");
  return info;
}

/** The invoice of one of the user's paid orders (404 for another user's, a failed or an unknown order). */
export async function rechargeInvoice(db: Executor, userId: string, orderNo: string, now: Date): Promise<PdfFile> {
  const order = await repo.paidOrder(db, userId, orderNo);
  if (!order) throw new AppError(404, "invoiceNotFound");
  const info = await requiredBillingInformation(db, userId);
  return { fileName: `${invoiceNumber(order)}.pdf`, bytes: await invoicePdf(order, info, now) };
}

/** The statement of the user's orders paid in a year (UTC); 404 when there are none. */
export async function yearStatement(db: Executor, userId: string, year: number, now: Date): Promise<PdfFile> {
  const info = await requiredBillingInformation(db, userId);
  const orders = await repo.paidOrdersBetween(
    db,
    userId,
    new Date(Date.UTC(year, 0, 1)),
    new Date(Date.UTC(year + 1, 0, 1)),
  );
  if (orders.length === 0) throw new AppError(404, "invoiceStatementEmpty", { values: { year } });
  return { fileName: `invoices-${year}.pdf`, bytes: await statementPdf(orders, info, year, now) };
}
