import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { CaptchaChallenge, CaptchaPass, CaptchaVerifyBody, Ok } from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { clientOf, type AccountsDeps } from "./accounts.deps.ts";
import { LIMITS, consume } from "./rate-limit.service.ts";

export function captchaRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/security/recaptcha/challenge",
    {
      schema: {
        tags: ["accounts"],
        summary: "A proof-of-work challenge (ALTCHA v2) for the captcha widget",
        response: { 200: Ok(CaptchaChallenge) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await deps.captcha.challenge(deps.now()));
    },
  );
  app.post(
    "/security/recaptcha/verify",
    {
      schema: {
        tags: ["accounts"],
        summary: "Checks the solved challenge (once) and returns a captcha pass for the next login",
        body: CaptchaVerifyBody,
        response: { 200: Ok(CaptchaPass), 400: ErrorEnvelope, 428: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const now = deps.now();
      await consume(deps.db, LIMITS.captchaPerIp, clientOf(request).ip ?? "unknown", now);
      const pass = await deps.captcha.verify(request.body.token, now);
      return ok(pass, translate(request.locale, "verificationPassed"));
    },
  );
}
