import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { AVATAR_MAX_BYTES } from "../../../contract/constants.ts";
import type { AppContext } from "../../app-context.ts";
import { devMailboxApiRoutes } from "../../mail/dev-mailbox.routes.ts";
import { createAccountsDeps } from "./accounts.deps.ts";
import { e2eFixtureRoutes } from "./e2e-fixtures.routes.ts";
import { accountCenterRoutes } from "./account-center.routes.ts";
import { avatarRoutes } from "./avatar.routes.ts";
import { cancelAccountRoutes } from "./cancel-account.routes.ts";
import { captchaRoutes } from "./captcha.routes.ts";
import { loginRoutes } from "./login.routes.ts";
import { passwordRoutes } from "./password.routes.ts";
import { permissionsRoutes } from "./permissions.routes.ts";
import { profileRoutes } from "./profile.routes.ts";
import { registrationRoutes } from "./registration.routes.ts";
import { thirdPartyRoutes } from "./third-party.routes.ts";

/** Accounts and sessions (issue 4), in their own scope: multipart uploads stay here (Retry-After: plugins/envelope.ts). */
export async function accountsRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  const deps = createAccountsDeps(context);
  api.addHook("onClose", async () => deps.mailer.close());
  await api.register(async (scope) => {
    // One file, under the spec's 2 MB; anything larger is refused with the avatar message.
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: AVATAR_MAX_BYTES - 1 } });
    registrationRoutes(scope, deps);
    loginRoutes(scope, deps);
    captchaRoutes(scope, deps);
    passwordRoutes(scope, deps);
    thirdPartyRoutes(scope, deps);
    profileRoutes(scope, deps);
    accountCenterRoutes(scope, deps);
    cancelAccountRoutes(scope, deps);
    avatarRoutes(scope, deps);
    permissionsRoutes(scope, deps);
    e2eFixtureRoutes(scope, deps);
  });
  devMailboxApiRoutes(api, context);
}
