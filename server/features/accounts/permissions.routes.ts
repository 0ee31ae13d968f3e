import type { FastifyInstance } from "fastify";
import { accountCenterEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { idlePolicyOf, setLoginRetentionTime, simpleInfo } from "./settings.service.ts";

export function permissionsRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.simpleInfo, async (request) => ok(await simpleInfo(deps, userOf(request))));
  route(app, endpoints.setLoginRetentionTime, async (request) => {
    const policy = await setLoginRetentionTime(deps, userOf(request), request.body.loginRetentionTime);
    return ok(policy, translate(request.locale, "settingsSaved"));
  });
  route(app, endpoints.heartbeat, async (request) => ok(await idlePolicyOf(deps, userOf(request))));
}
