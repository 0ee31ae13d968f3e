import type { FastifyInstance } from "fastify";
import { companySearchEndpoints as endpoints } from "../../../contract/company-search.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { compareCompanies } from "./company-compare.service.ts";
import { exportCompanies } from "./company-export.service.ts";
import { insertExportAudit } from "./export-audit.repo.ts";
import { countDailyUse } from "../../lib/daily-limits.ts";

/** GET /companyCompare/getData and GET /company/export (signed in, daily limit, an audit row each). */
export function companyCompareExportRoutes(
  app: FastifyInstance,
  { database, now = () => new Date() }: AppContext,
): void {
  const { db } = database;
  route(app, endpoints.compare, async (request) =>
    ok({ companies: await compareCompanies(db, request.query.ids, now()) }),
  );
  route(app, endpoints.export, async (request, reply) => {
    const user = request.user!;
    const at = now();
    await countDailyUse(db, "export", user.id, at);
    const file = await exportCompanies(db, request.query, request.locale, at);
    const audit = { userId: user.id, email: user.email, at, filters: { ...request.query }, clientIp: request.ip };
    await insertExportAudit(db, { ...audit, written: file.written, total: file.total });
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("x-total-rows", String(file.total))
      .header("x-exported-rows", String(file.written))
      .header("access-control-expose-headers", "content-disposition, x-total-rows, x-exported-rows")
      .header("cache-control", "no-store")
      .send(file.body);
  });
}
