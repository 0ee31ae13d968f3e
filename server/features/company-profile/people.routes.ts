import type { FastifyInstance } from "fastify";
import { companyProfileEndpoints as endpoints } from "../../../contract/company-profile.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { profileRoute } from "./route-helpers.ts";
import * as management from "./management.service.ts";
import * as people from "./people.service.ts";

/** POST /backgroud/*: management, people and their other companies, contact e-mail addresses. */
export function peopleRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  profileRoute(app, endpoints.management, (body) => management.getCompanyManagement(db, body));
  profileRoute(app, endpoints.managementSummary, (body) => management.getManagementSummary(db, body));
  profileRoute(app, endpoints.managementFilter, (body) => management.getManagementFilter(db, body));
  profileRoute(app, endpoints.person, (body) => people.getPersonProfile(db, body));
  profileRoute(app, endpoints.personCompanies, (body) => people.getPersonRelateCompany(db, body));
  profileRoute(app, endpoints.moreEmails, (body) => people.searchMoreEmail(db, body));
}
