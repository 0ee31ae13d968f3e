import type { FastifyInstance } from "fastify";
import { publicationsEndpoints as endpoints } from "../../../contract/publications.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import * as publications from "./publications.service.ts";

/** The profile's news and lawsuits tabs and the news theme: `/publications/*` (contract/publications.endpoints.ts). */
export function publicationsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const now = () => context.now?.() ?? new Date();
  route(app, endpoints.getNews, async (request) => ok(await publications.news(db, request.query)));
  route(app, endpoints.newsFilterConditions, async (request) =>
    ok(await publications.newsFilterConditions(db, request.query.id)),
  );
  route(app, endpoints.getPdfLink, async (request) => ok(await publications.newsPdfLink(db, request.query.id)));
  route(app, endpoints.newsPdf, async (request, reply) => {
    const { fileName, bytes } = await publications.newsPdf(db, request.query.id, now());
    return reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="${fileName}"`)
      .send(Buffer.from(bytes));
  });
  route(app, endpoints.getLawsuits, async (request) => ok(await publications.lawsuits(db, request.query.id)));
  route(app, endpoints.getCompanyLawsuitsByPage, async (request) =>
    ok(await publications.lawsuitsByPage(db, request.query)),
  );
}
