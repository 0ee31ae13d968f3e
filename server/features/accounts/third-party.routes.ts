import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { LoginResult, Ok, ThirdLoginApBody, ThirdLoginConfig, ThirdLoginGlBody } from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { clientIdsOf, thirdPartyLogin } from "./third-party.service.ts";

const errors = { 400: ErrorEnvelope, 429: ErrorEnvelope };

export function thirdPartyRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/user/thirdLoginConfig",
    {
      schema: {
        tags: ["accounts"],
        summary: "Which third-party sign-in buttons to show, with the client id each needs",
        response: { 200: Ok(ThirdLoginConfig) },
      },
    },
    async () => {
      const [google] = clientIdsOf(deps, "google");
      const [apple] = clientIdsOf(deps, "apple");
      return ok({ google: google ? { clientId: google } : null, apple: apple ? { clientId: apple } : null });
    },
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
      const result = await thirdPartyLogin(deps, "google", request.body.idToken, clientOf(request), request.locale);
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
      const result = await thirdPartyLogin(deps, "apple", request.body.idToken, clientOf(request), request.locale);
      return ok(result, translate(request.locale, "loginSucceeded"));
    },
  );
}
