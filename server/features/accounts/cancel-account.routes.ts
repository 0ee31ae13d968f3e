import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { CancelTasks, HandleAccountOwnershipBody } from "../../../contract/account-center.ts";
import { Ok, OkNull } from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { cancelAccount, giveUpTasks, handOverOwnership, showTasks } from "./cancel-account.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 402: ErrorEnvelope, 403: ErrorEnvelope };

export function cancelAccountRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/user/showTasksForCancelAccount",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "What must be handled before the account can be cancelled",
        response: { 200: Ok(CancelTasks), ...errors },
      },
    },
    async (request) => ok(await showTasks(deps, userOf(request), request.locale)),
  );
  app.post(
    "/user/giveUpTasksForCancelAccount",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Gives up the remaining subscription and credits",
        response: { 200: OkNull, ...errors },
      },
    },
    async (request) => {
      await giveUpTasks(deps, userOf(request));
      return ok(null, translate(request.locale, "cancelTasksGivenUp"));
    },
  );
  app.get(
    "/user/cancelAccount",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Cancels the account (a GET, as in the spec); code -1 while tasks are pending",
        response: { 200: OkNull, ...errors },
      },
    },
    async (request) => {
      await cancelAccount(deps, userOf(request), request.locale);
      return ok(null, translate(request.locale, "accountCancelled"));
    },
  );
  app.post(
    "/user/handleAccountOwnership",
    {
      preHandler: [app.requireUser, app.requirePermission("groupManagement")],
      schema: {
        tags: ["accounts"],
        summary: "The group administrator hands the organisation over to a member (by e-mail)",
        body: HandleAccountOwnershipBody,
        response: { 200: OkNull, ...errors },
      },
    },
    async (request) => {
      await handOverOwnership(deps, userOf(request), request.body.email);
      return ok(null, translate(request.locale, "ownershipTransferred"));
    },
  );
}
