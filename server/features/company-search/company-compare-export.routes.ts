import type { FastifyInstance } from "fastify";
import { companySearchEndpoints as endpoints } from "../../../contract/company-search.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { compareCompanies } from "./company-compare.service.ts";
import { exportCompanies } from "./company-export.service.ts";

/** GET /companyCompare/getData and GET /company/export. */
export function companyCompareExportRoutes(
  app: FastifyInstance,
  { database, now = () => new Date() }: AppContext,
): void {
  const { db } = database;
  route(app, endpoints.compare, async (request) =>
    ok({ companies: await compareCompanies(db, request.query.ids, now()) }),
  );
  route(app, endpoints.export, async (request, reply) => {
    const file = await exportCompanies(db, request.query, request.locale, now());
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
