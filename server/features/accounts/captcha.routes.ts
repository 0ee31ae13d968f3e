import type { FastifyInstance } from "fastify";
import { accountsEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { LIMITS, consume } from "./rate-limit.service.ts";

export function captchaRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  route(app, endpoints.captchaChallenge, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return ok(await deps.captcha.challenge(deps.now()));
  });
  route(app, endpoints.captchaVerify, async (request) => {
    const now = deps.now();
    await consume(deps.db, LIMITS.captchaPerIp, clientOf(request).ip ?? "unknown", now);
    const pass = await deps.captcha.verify(request.body.token, now);
    return ok(pass, translate(request.locale, "verificationPassed"));
  });
}
