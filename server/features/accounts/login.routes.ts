import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { LoginBody, LoginResult, Ok, OkNull } from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { login } from "./login.service.ts";
import { closeSession, tokenFromHeader } from "./sessions.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 428: ErrorEnvelope, 429: ErrorEnvelope };

export function loginRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    "/user/login",
    {
      schema: {
        tags: ["accounts"],
        summary: "Signs in with e-mail and password; 428 asks for a captcha pass after 3 failures",
        body: LoginBody,
        response: { 200: Ok(LoginResult), ...errors },
      },
    },
    async (request) => {
      const result = await login(deps, request.body, clientOf(request), request.locale);
      return ok(result, translate(request.locale, "loginSucceeded"));
    },
  );
  app.post(
    "/user/loginOut",
    {
      preHandler: app.requireUser,
      schema: { tags: ["accounts"], summary: "Ends the session", response: { 200: OkNull, ...errors } },
    },
    async (request) => {
      const token = tokenFromHeader(request.headers.authorization);
      if (token) await closeSession(deps.db, token, deps.now());
      return ok(null, translate(request.locale, "loggedOut"));
    },
  );
}
