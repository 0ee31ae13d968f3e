import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import {
  AppleCallbackBody,
  LoginResult,
  Ok,
  ThirdLoginApBody,
  ThirdLoginConfig,
  ThirdLoginGlBody,
} from "../../../contract/accounts.ts";
import { THIRD_PARTY_CALLBACK_PATH } from "../../../contract/constants.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { buttonConfigOf, thirdPartyLogin } from "./third-party.service.ts";

const errors = { 400: ErrorEnvelope, 429: ErrorEnvelope };

export function thirdPartyRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/user/thirdLoginConfig",
    {
      schema: {
        tags: ["accounts"],
        summary: "Which third-party sign-in buttons to show: the client id and the authorization endpoint of each",
        response: { 200: Ok(ThirdLoginConfig) },
      },
    },
    async () => ok({ google: buttonConfigOf(deps, "google"), apple: buttonConfigOf(deps, "apple") }),
  );
  app.post(
    "/user/thirdLoginGl",
    {
      schema: {
        tags: ["accounts"],
        summary: "Signs in with a Google ID token (the account is found or created by its verified e-mail)",
        body: ThirdLoginGlBody,
        response: { 200: Ok(LoginResult), ...errors },
      },
    },
    async (request) => {
      const result = await thirdPartyLogin(deps, "google", request.body, clientOf(request), request.locale);
      return ok(result, translate(request.locale, "loginSucceeded"));
    },
  );
  app.post(
    "/user/thirdLoginAp",
    {
      schema: {
        tags: ["accounts"],
        summary: "Signs in with an Apple ID token (the account is found or created by its verified e-mail)",
        body: ThirdLoginApBody,
        response: { 200: Ok(LoginResult), ...errors },
      },
    },
    async (request) => {
      const result = await thirdPartyLogin(deps, "apple", request.body, clientOf(request), request.locale);
      return ok(result, translate(request.locale, "loginSucceeded"));
    },
  );
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
  scope.withTypeProvider<TypeBoxTypeProvider>().post(
    "/user/appleSignInCallback",
    {
      schema: {
        tags: ["accounts"],
        summary: "Apple's form_post redirect URI: forwards id_token and state to the app's callback page (303)",
        consumes: ["application/x-www-form-urlencoded"],
        body: AppleCallbackBody,
      },
    },
    async (request, reply) => {
      const { id_token: idToken, state, error } = request.body;
      const answer = new URLSearchParams();
      if (idToken) answer.set("id_token", idToken);
      if (state) answer.set("state", state);
      if (error || !idToken) answer.set("error", error || "no_id_token");
      return reply
        .header("cache-control", "no-store")
        .redirect(`${THIRD_PARTY_CALLBACK_PATH}#${answer.toString()}`, 303);
    },
  );
}
