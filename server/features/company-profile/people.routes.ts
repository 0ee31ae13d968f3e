import type { FastifyInstance, FastifyRequest } from "fastify";
import { companyProfileEndpoints as endpoints } from "../../../contract/company-profile.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { countDailyUse } from "../../lib/daily-limits.ts";
import { profileRoute } from "./route-helpers.ts";
import * as management from "./management.service.ts";
import * as people from "./people.service.ts";

/** POST /backgroud/*: management, people and their other companies, contact e-mail addresses. */
export function peopleRoutes(app: FastifyInstance, { database, now = () => new Date() }: AppContext): void {
  const db = database.db;
  // Person contact data (e-mail, phone, birth year): signed in only, a view each against the daily limit.
  const countContactView = (request: FastifyRequest) => countDailyUse(db, "contacts", request.user!.id, now());
  profileRoute(app, endpoints.management, (body, request) =>
    management.getCompanyManagement(db, body, { withContacts: request.user !== null }),
  );
  profileRoute(app, endpoints.managementSummary, (body) => management.getManagementSummary(db, body));
  profileRoute(app, endpoints.managementFilter, (body) => management.getManagementFilter(db, body));
  profileRoute(app, endpoints.person, async (body, request) => {
    await countContactView(request);
    return people.getPersonProfile(db, body);
  });
  profileRoute(app, endpoints.peopleSearch, (query) => people.searchPeopleDetail(db, query));
  profileRoute(app, endpoints.personCompanies, (body) => people.getPersonRelateCompany(db, body));
  profileRoute(app, endpoints.moreEmails, async (body, request) => {
    await countContactView(request);
    return people.searchMoreEmail(db, body);
  });
}
