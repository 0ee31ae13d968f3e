import type { FastifyInstance } from "fastify";
import { accountCenterEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { cancelAccount, giveUpTasks, handOverOwnership, showTasks } from "./cancel-account.service.ts";

export function cancelAccountRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.cancelTasks, async (request) => ok(await showTasks(deps, userOf(request), request.locale)));
  route(app, endpoints.giveUpCancelTasks, async (request) => {
    await giveUpTasks(deps, userOf(request));
    return ok(null, translate(request.locale, "cancelTasksGivenUp"));
  });
  route(app, endpoints.cancelAccount, async (request) => {
    await cancelAccount(deps, userOf(request), request.locale);
    return ok(null, translate(request.locale, "accountCancelled"));
  });
  route(app, endpoints.handOverOwnership, async (request) => {
    await handOverOwnership(deps, userOf(request), request.body.email);
    return ok(null, translate(request.locale, "ownershipTransferred"));
  });
}
