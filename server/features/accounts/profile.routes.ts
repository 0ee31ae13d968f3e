import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { SaveUserProfileBody, SaveUserProfileResult, UserProfile } from "../../../contract/account-center.ts";
import { Ok } from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { getUserProfile, saveUserProfile } from "./profile.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** The spec does not show the profile save call's path: `POST /csi/user/saveUserProfile` (see docs/decisions/0007-accounts-api.md). */
export function profileRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    "/user/saveUserProfile",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Saves the Complete your Profile form; code -1 with the spec's message when a field is missing",
        body: SaveUserProfileBody,
        response: { 200: Ok(SaveUserProfileResult), ...errors },
      },
    },
    async (request) =>
      ok(await saveUserProfile(deps, userOf(request), request.body), translate(request.locale, "profileSaved")),
  );
  app.get(
    "/user/getUserProfile",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "The saved profile form, or null",
        response: { 200: Ok(Type.Union([UserProfile, Type.Null()])), ...errors },
      },
    },
    async (request) => ok(await getUserProfile(deps, userOf(request))),
  );
}
