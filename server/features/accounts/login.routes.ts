import type { FastifyInstance } from "fastify";
import { accountsEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { login } from "./login.service.ts";
import { closeSession, tokenFromHeader } from "./sessions.service.ts";

export function loginRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.login, async (request) => {
    const result = await login(deps, request.body, clientOf(request), request.locale, request.log);
    return ok(result, translate(request.locale, "loginSucceeded"));
  });
  route(app, endpoints.logout, async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (token) await closeSession(deps.db, token, deps.now());
    return ok(null, translate(request.locale, "loggedOut"));
  });
}
