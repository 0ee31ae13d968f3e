import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { billingEndpoints as endpoints } from "../../../contract/billing.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as service from "./billing.service.ts";
import * as information from "./billing-information.service.ts";
import { rechargeInvoice, yearStatement, type PdfFile } from "./invoices.service.ts";

function userOf(request: FastifyRequest) {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user;
}
const userIdOf = (request: FastifyRequest) => userOf(request).id;

/** A generated PDF, as a download the browser keeps (never cached by anything in between). */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("access-control-expose-headers", "content-disposition")
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(Buffer.from(file.bytes));
}

/** The Billing pages' `/billingAndPayment/*` calls: records, statistics, billing details, invoices, bank transfer. */
export function billingRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const now = () => context.now?.() ?? new Date();
  route(app, endpoints.statistics, async (request) => ok(await service.statistics(db, userIdOf(request), now())));
  route(app, endpoints.recharges, async (request) =>
    ok(await service.rechargePage(db, userIdOf(request), request.body)),
  );
  route(app, endpoints.consumptions, async (request) =>
    ok(await service.consumptionPage(db, userOf(request), request.body)),
  );
  route(app, endpoints.getInvoiceInformation, async (request) =>
    ok(await information.billingInformation(db, userIdOf(request))),
  );
  route(app, endpoints.saveInvoiceInformation, async (request) => {
    const saved = await information.saveBillingInformation(db, userIdOf(request), request.body, now());
    return ok(saved, translate(request.locale, "billingInformationSaved"));
  });
  route(app, endpoints.updateInvoiceInformation, async (request) => {
    const saved = await information.updateBillingInformation(db, userIdOf(request), request.body, now());
    return ok(saved, translate(request.locale, "billingInformationSaved"));
  });
  route(app, endpoints.getRechargePdf, async (request, reply) =>
    sendPdf(reply, await rechargeInvoice(db, userIdOf(request), request.params.id, now())),
  );
  route(app, endpoints.getInvoicePdf, async (request, reply) => {
    const at = now();
    const year = request.query.year ?? at.getUTCFullYear();
    return sendPdf(reply, await yearStatement(db, userIdOf(request), year, at));
  });
  route(app, endpoints.bankTransferDetails, async (request) => {
    const account = context.config.bankTransfer;
    return ok(account ? { ...account, reference: userOf(request).userCode } : null);
  });
}
