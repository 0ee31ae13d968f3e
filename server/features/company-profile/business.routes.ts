import type { FastifyInstance } from "fastify";
import { companyProfileEndpoints as endpoints } from "../../../contract/company-profile.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { profileRoute } from "./route-helpers.ts";
import * as activities from "./activities.service.ts";

/** GET /businessActivities/*: operations, locations and industry codes (the non-trade business tabs). */
export function businessRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  profileRoute(app, endpoints.operating, (query, request) => activities.getCompanyOperating(db, query, request.locale));
  profileRoute(app, endpoints.locations, (query) => activities.getCompanyLocations(db, query, query.type));
  profileRoute(app, endpoints.industry, (query) => activities.getCompanyIndustry(db, query));
}
