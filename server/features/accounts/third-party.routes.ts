import type { FastifyInstance } from "fastify";
import { accountsEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { THIRD_PARTY_CALLBACK_PATH } from "../../../contract/constants.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { buttonConfigOf, thirdPartyLogin } from "./third-party.service.ts";

export function thirdPartyRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.thirdLoginConfig, async () =>
    ok({ google: buttonConfigOf(deps, "google"), apple: buttonConfigOf(deps, "apple") }),
  );
  route(app, endpoints.thirdLoginGoogle, async (request) => {
    const result = await thirdPartyLogin(deps, "google", request.body, clientOf(request), request.locale);
    return ok(result, translate(request.locale, "loginSucceeded"));
  });
  route(app, endpoints.thirdLoginApple, async (request) => {
    const result = await thirdPartyLogin(deps, "apple", request.body, clientOf(request), request.locale);
    return ok(result, translate(request.locale, "loginSucceeded"));
  });
  void app.register(appleFormPost);
}

/**
 * Apple answers with response_mode=form_post (required with the email scope). This hands the posted
 * id_token and state on, unchanged and unverified, to the app's callback page in the URL fragment
 * (never sent to a server), where the state and nonce are checked and thirdLoginAp is called, as
 * for Google's fragment answer (docs/decisions/0011-third-party-sign-in.md).
 */
async function appleFormPost(scope: FastifyInstance): Promise<void> {
  scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  route(scope, endpoints.appleSignInCallback, async (request, reply) => {
    const { id_token: idToken, state, error } = request.body;
    const answer = new URLSearchParams();
    if (idToken) answer.set("id_token", idToken);
    if (state) answer.set("state", state);
    if (error || !idToken) answer.set("error", error || "no_id_token");
    return reply.header("cache-control", "no-store").redirect(`${THIRD_PARTY_CALLBACK_PATH}#${answer.toString()}`, 303);
  });
}
