import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { CompanyRef } from "../../../contract/company-profile.ts";
import {
  CompanyManagement,
  ManagementFilter,
  ManagementQuery,
  ManagementSummary,
  MoreEmails,
  PersonCompanies,
  PersonProfile,
  PersonRef,
} from "../../../contract/company-profile-network.ts";
import type { AppContext } from "../../app-context.ts";
import { routesOf } from "./route-helpers.ts";
import * as management from "./management.service.ts";
import * as people from "./people.service.ts";

const ManagementBody = Type.Object({ ...CompanyRef.properties, ...ManagementQuery.properties });
const PersonBody = Type.Object({ ...CompanyRef.properties, ...PersonRef.properties });

/** POST /backgroud/*: management, people and their other companies, contact e-mail addresses. */
export function peopleRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  const { post } = routesOf(app);
  post(
    "/backgroud/getCompanyManagement",
    {
      summary: "Management and board, one row per person, paged and filtered",
      input: ManagementBody,
      data: CompanyManagement,
    },
    (body) => management.getCompanyManagement(db, body),
  );
  post(
    "/backgroud/getManagementSummary",
    {
      summary: "Management counts: current, former, shareholders, verified, by department",
      input: CompanyRef,
      data: ManagementSummary,
    },
    (body) => management.getManagementSummary(db, body),
  );
  post(
    "/backgroud/getManagementFilter",
    {
      summary: "Departments and positions to filter the management list by",
      input: CompanyRef,
      data: ManagementFilter,
    },
    (body) => management.getManagementFilter(db, body),
  );
  post(
    "/backgroud/getPersonProfile",
    { summary: "A person, with their roles in the company (when given)", input: PersonBody, data: PersonProfile },
    (body) => people.getPersonProfile(db, body),
  );
  post(
    "/backgroud/getPersonRelateCompany",
    { summary: "A person's other companies: roles and ownership interests", input: PersonBody, data: PersonCompanies },
    (body) => people.getPersonRelateCompany(db, body),
  );
  post(
    "/backgroud/searchMoreEmail",
    { summary: "Other contact e-mail addresses on the company's domain", input: CompanyRef, data: MoreEmails },
    (body) => people.searchMoreEmail(db, body),
  );
}
