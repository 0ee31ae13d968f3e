import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { reportsEndpoints as endpoints } from "../../../contract/reports.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as reports from "./reports.service.ts";
import { orderUpdates, updateOrderPage } from "./update-orders.service.ts";

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

function sendPdf(reply: FastifyReply, file: reports.ReportFile) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("access-control-expose-headers", "content-disposition")
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(Buffer.from(file.bytes));
}

/** Company reports (PDF), the Database statistics and report-update orders (docs/decisions/0044). */
export function reportsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const now = () => context.now?.() ?? new Date();
  route(app, endpoints.downloadOnlinePdf, async (request, reply) => {
    const input = { userId: userIdOf(request), id: request.params.id, key: request.query.key, locale: request.locale };
    return sendPdf(reply, await reports.downloadReport(db, input, now()));
  });
  route(app, endpoints.getOfflinePdf, async (request, reply) =>
    sendPdf(reply, await reports.offlineReport(db, userIdOf(request), request.params.id, request.locale, now())),
  );
  route(app, endpoints.updateSysComLogAndDe, async (request) =>
    ok(await reports.logViewAndCharge(db, { userId: userIdOf(request), ...request.body }, now())),
  );
  route(app, endpoints.getPdfAddress, async (request) =>
    ok(await reports.pdfAddress(db, userIdOf(request), request.params.id, now())),
  );
  route(app, endpoints.statistics, async (request) =>
    ok(await reports.databaseStatistics(db, userIdOf(request), now())),
  );
  route(app, endpoints.addUpdateOrder, async (request) => {
    const input = { userId: userIdOf(request), ...request.body };
    return ok(await orderUpdates(db, input, now()), translate(request.locale, "reportUpdateOrdered"));
  });
  route(app, endpoints.updateData, async (request) => {
    const { companyId, idempotencyKey } = request.body;
    const input = { userId: userIdOf(request), companies: [{ companyId }], idempotencyKey };
    return ok(await orderUpdates(db, input, now()), translate(request.locale, "reportUpdateOrdered"));
  });
  route(app, endpoints.purchasedUpdates, async (request) =>
    ok(await updateOrderPage(db, userIdOf(request), request.query)),
  );
}
