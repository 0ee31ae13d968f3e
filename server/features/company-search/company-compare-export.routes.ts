import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import {
  CompareQuery,
  CompareResponse,
  EXPORT_MAX_ROWS,
  ExportQuery,
} from "../../../contract/company-search-actions.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { compareCompanies } from "./company-compare.service.ts";
import { exportCompanies } from "./company-export.service.ts";

/** GET /companyCompare/getData and GET /company/export. */
export function companyCompareExportRoutes(
  api: FastifyInstance,
  { database, now = () => new Date() }: AppContext,
): void {
  const { db } = database;
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/companyCompare/getData",
    {
      schema: {
        tags: ["company search"],
        summary: "2 to 5 companies side by side (ids: aaa ids, comma-separated); other counts are code -1",
        querystring: CompareQuery,
        response: { 200: CompareResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => ok({ companies: await compareCompanies(db, request.query.ids, now()) }),
  );

  app.get(
    "/company/export",
    {
      schema: {
        tags: ["company search"],
        summary: `CSV or XLSX of the selection (ids) or of the filtered result (at most ${EXPORT_MAX_ROWS} rows)`,
        description:
          "Takes the search's own query (text, country, filters, sort). X-Total-Rows is the size of the result, " +
          "X-Exported-Rows the rows written; when they differ, the file holds the first rows in the list's order.",
        querystring: ExportQuery,
        produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        response: { 200: Type.Unsafe<Buffer>({ type: "string", format: "binary" }), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const file = await exportCompanies(db, request.query, request.locale, now());
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("x-total-rows", String(file.total))
        .header("x-exported-rows", String(file.written))
        .header("access-control-expose-headers", "content-disposition, x-total-rows, x-exported-rows")
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
}
