import type { FastifyInstance } from "fastify";
import { companyProfileEndpoints as endpoints } from "../../../contract/company-profile.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { dayRangeOf } from "../../lib/day-range.ts";
import { profileRoute } from "./route-helpers.ts";
import { recordCompanyView, userActionLogPage } from "./views.service.ts";

/** POST /myDatabase/companyView and getUserActionLogPage: the signed-in user's view log. */
export function viewsRoutes(app: FastifyInstance, { database, now }: AppContext): void {
  const db = database.db;
  const clock = now ?? (() => new Date());
  profileRoute(app, endpoints.companyView, async (body, request) => ({
    id: await recordCompanyView(db, request.user!.id, body, clock()),
  }));
  profileRoute(app, endpoints.actionLog, (body, request) =>
    userActionLogPage(db, request.user!.id, body.pageNum ?? 1, body.pageSize ?? 20, dayRangeOf(body)),
  );
}
