import type { FastifyInstance } from "fastify";
import { companySearchEndpoints as endpoints } from "../../../contract/company-search.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { companyLabels } from "./company-labels.ts";
import { facets, searchPage, suggest } from "./company-search.service.ts";

/** GET /company/search, /company/filters, /company/getCompanyLabelList. */
export function companySearchRoutes(app: FastifyInstance, { database, now = () => new Date() }: AppContext): void {
  const { db } = database;
  route(app, endpoints.search, async (request) => {
    const query = request.query;
    if (query.ieflag === 1) return ok(await suggest(db, query, now()));
    return ok(await searchPage(db, query, now()));
  });
  route(app, endpoints.filters, async (request) => ok(await facets(db, request.query, now())));
  route(app, endpoints.labels, async (request) => ok(companyLabels(request.locale)));
}
