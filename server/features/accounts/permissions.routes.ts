import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { IdlePolicy, SetLoginRetentionTimeBody, UserSimpleInfo } from "../../../contract/account-center.ts";
import { Ok } from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { idlePolicyOf, setLoginRetentionTime, simpleInfo } from "./settings.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 402: ErrorEnvelope, 403: ErrorEnvelope };

export function permissionsRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/user/getUserSimpleInfo",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Certification, credits, subscriptions (vips), lockType and the idle log-out in force",
        response: { 200: Ok(UserSimpleInfo), ...errors },
      },
    },
    async (request) => ok(await simpleInfo(deps, userOf(request))),
  );
  app.post(
    "/usercenter/setLoginRetentionTime",
    {
      preHandler: [app.requireUser, app.requirePermission("userSettings")],
      schema: {
        tags: ["accounts"],
        summary: "Sets the inactivity timeout (User Settings: not for lockType 0)",
        body: SetLoginRetentionTimeBody,
        response: { 200: Ok(IdlePolicy), ...errors },
      },
    },
    async (request) => {
      const policy = await setLoginRetentionTime(deps, userOf(request), request.body.loginRetentionTime);
      return ok(policy, translate(request.locale, "settingsSaved"));
    },
  );
  app.post(
    "/user/heartbeat",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Marks the session active (the client sends it while the user is active without other calls)",
        response: { 200: Ok(IdlePolicy), ...errors },
      },
    },
    async (request) => ok(await idlePolicyOf(deps, userOf(request))),
  );
}
