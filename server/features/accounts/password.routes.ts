import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import {
  ChangePasswordBody,
  ChangeUserAccountBody,
  Ok,
  OkNull,
  RegisterResult,
  RetrievePasswordBody,
  TickNextStepBody,
} from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { changeAccountEmail, changePassword, retrievePassword, tickNextStep } from "./password.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

export function passwordRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    "/user/tickNextStep",
    {
      schema: {
        tags: ["accounts"],
        summary: "Forgot password, step 1: the emailed code buys a verification token (15 min, single use)",
        body: TickNextStepBody,
        response: { 200: Ok(Type.String({ description: "the verification token" })), ...errors },
      },
    },
    async (request) => ok(await tickNextStep(deps, request.body), translate(request.locale, "verificationPassed")),
  );
  app.post(
    "/user/retrievePassword",
    {
      schema: {
        tags: ["accounts"],
        summary: "Forgot password, step 2: sets the new password and ends every session",
        body: RetrievePasswordBody,
        response: { 200: OkNull, ...errors },
      },
    },
    async (request) => {
      await retrievePassword(deps, request.body);
      return ok(null, translate(request.locale, "passwordReset"));
    },
  );
  app.post(
    "/user/changePwd",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Changes the password",
        body: ChangePasswordBody,
        response: { 200: OkNull, ...errors },
      },
    },
    async (request) => {
      await changePassword(deps, userOf(request), request.body);
      return ok(null, translate(request.locale, "passwordChanged"));
    },
  );
  app.post(
    "/user/changeUserAccount",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Changes the account e-mail with the code sent to the new address (source '2')",
        body: ChangeUserAccountBody,
        response: { 200: Ok(RegisterResult), ...errors },
      },
    },
    async (request) =>
      ok(await changeAccountEmail(deps, userOf(request), request.body), translate(request.locale, "emailChanged")),
  );
}
