import type { FastifyInstance } from "fastify";
import { accountsEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { register, sendEmailVerification } from "./registration.service.ts";

export function registrationRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.sendEmailVerification, async (request) => {
    const input = { ...request.body, locale: request.locale, client: clientOf(request), user: request.user };
    const result = await sendEmailVerification(deps, input, request.log);
    return ok(result, translate(request.locale, "codeSent"));
  });
  route(app, endpoints.register, async (request) =>
    ok(await register(deps, request.body, request.locale, clientOf(request)), translate(request.locale, "registered")),
  );
}
