import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import {
  Ok,
  RegisterBody,
  RegisterResult,
  SendEmailVerificationBody,
  SendEmailVerificationResult,
} from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { register, sendEmailVerification } from "./registration.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 429: ErrorEnvelope, 503: ErrorEnvelope };

export function registrationRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    "/user/sendEmailVerification",
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ["accounts"],
        summary: "Mails a 6-digit code: source '1' register, '2' change e-mail (signed in), '3' reset",
        body: SendEmailVerificationBody,
        response: { 200: Ok(SendEmailVerificationResult), ...errors },
      },
    },
    async (request) => {
      const input = { ...request.body, locale: request.locale, client: clientOf(request), user: request.user };
      const result = await sendEmailVerification(deps, input, request.log);
      return ok(result, translate(request.locale, "codeSent"));
    },
  );
  app.post(
    "/user/register",
    {
      schema: {
        tags: ["accounts"],
        summary: "Creates the account from the registration form and the emailed code",
        body: RegisterBody,
        response: { 200: Ok(RegisterResult), ...errors },
      },
    },
    async (request) => ok(await register(deps, request.body, request.locale), translate(request.locale, "registered")),
  );
}
