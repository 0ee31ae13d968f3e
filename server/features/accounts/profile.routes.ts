import type { FastifyInstance } from "fastify";
import { accountCenterEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { getUserProfile, saveUserProfile } from "./profile.service.ts";

/** The spec does not show the profile save call's path: `POST /csi/user/saveUserProfile` (see docs/decisions/0007-accounts-api.md). */
export function profileRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.saveUserProfile, async (request) =>
    ok(await saveUserProfile(deps, userOf(request), request.body), translate(request.locale, "profileSaved")),
  );
  route(app, endpoints.userProfile, async (request) => ok(await getUserProfile(deps, userOf(request))));
}
