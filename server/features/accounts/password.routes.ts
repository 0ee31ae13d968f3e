import type { FastifyInstance } from "fastify";
import { accountsEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { clientOf, userOf, type AccountsDeps } from "./accounts.deps.ts";
import { changeAccountEmail, changePassword, retrievePassword, tickNextStep } from "./password.service.ts";

export function passwordRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.tickNextStep, async (request) =>
    ok(await tickNextStep(deps, request.body, clientOf(request)), translate(request.locale, "verificationPassed")),
  );
  route(app, endpoints.retrievePassword, async (request) => {
    await retrievePassword(deps, request.body);
    return ok(null, translate(request.locale, "passwordReset"));
  });
  route(app, endpoints.changePassword, async (request) => {
    await changePassword(deps, userOf(request), request.body, clientOf(request));
    return ok(null, translate(request.locale, "passwordChanged"));
  });
  route(app, endpoints.changeUserAccount, async (request) =>
    ok(
      await changeAccountEmail(deps, userOf(request), request.body, clientOf(request)),
      translate(request.locale, "emailChanged"),
    ),
  );
}
