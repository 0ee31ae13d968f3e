import type { FastifyInstance } from "fastify";
import {
  ActionLogPage,
  ActionLogQuery,
  CompanyViewBody,
  CompanyViewSaved,
} from "../../../contract/company-profile-views.ts";
import type { AppContext } from "../../app-context.ts";
import { routesOf } from "./route-helpers.ts";
import { recordCompanyView, userActionLogPage } from "./views.service.ts";

/** POST /myDatabase/companyView and getUserActionLogPage: the signed-in user's view log. */
export function viewsRoutes(app: FastifyInstance, { database, now }: AppContext): void {
  const db = database.db;
  const clock = now ?? (() => new Date());
  const { post } = routesOf(app);
  post(
    "/myDatabase/companyView",
    {
      summary: "Record that the user viewed a company profile",
      input: CompanyViewBody,
      data: CompanyViewSaved,
      signedIn: true,
    },
    async (body, request) => ({ id: await recordCompanyView(db, request.user!.id, body, clock()) }),
  );
  post(
    "/myDatabase/getUserActionLogPage",
    {
      summary: "The user's company views, newest first, paged",
      input: ActionLogQuery,
      data: ActionLogPage,
      signedIn: true,
    },
    (body, request) => userActionLogPage(db, request.user!.id, body.pageNum ?? 1, body.pageSize ?? 20),
  );
}
