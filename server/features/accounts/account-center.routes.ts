import type { FastifyInstance } from "fastify";
import { accountCenterEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { contactPersons, dashboard, loginHistory, menuFor, setContactPerson } from "./account-center.service.ts";

export function accountCenterRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.menu, async (request) => ok(menuFor(userOf(request).userType)));
  route(app, endpoints.dashboard, async (request) => ok(await dashboard(deps, userOf(request))));
  route(app, endpoints.setContactPerson, async (request) => {
    await setContactPerson(deps, userOf(request), request.body);
    return ok(null, translate(request.locale, "contactSaved"));
  });
  route(app, endpoints.contactPersons, async (request) => ok(await contactPersons(deps, userOf(request))));
  route(app, endpoints.loginHistory, async (request) => ok(await loginHistory(deps, userOf(request), request.query)));
}
