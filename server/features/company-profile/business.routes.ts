import type { FastifyInstance } from "fastify";
import { CompanyRef } from "../../../contract/company-profile.ts";
import {
  CompanyIndustry,
  CompanyLocations,
  CompanyOperating,
  LocationsQuery,
} from "../../../contract/company-profile-business.ts";
import type { AppContext } from "../../app-context.ts";
import { routesOf } from "./route-helpers.ts";
import * as activities from "./activities.service.ts";

/** GET /businessActivities/*: operations, locations and industry codes (the non-trade business tabs). */
export function businessRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  const { get } = routesOf(app);
  get(
    "/businessActivities/getCompanyOperating",
    { summary: "Line of business, territories and products", input: CompanyRef, data: CompanyOperating },
    (query, request) => activities.getCompanyOperating(db, query, request.locale),
  );
  get(
    "/businessActivities/getCompanyLocations",
    {
      summary: "Addresses with coordinates, by type (subject, subsidiary, registered, operation, all)",
      input: LocationsQuery,
      data: CompanyLocations,
    },
    (query) => activities.getCompanyLocations(db, query, query.type),
  );
  get(
    "/businessActivities/getCompanyIndustry",
    { summary: "Industry codes (ISIC, NACE, NAICS, SIC) with descriptions", input: CompanyRef, data: CompanyIndustry },
    (query) => activities.getCompanyIndustry(db, query),
  );
}
