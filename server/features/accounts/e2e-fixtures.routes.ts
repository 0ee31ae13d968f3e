import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { devEndpoints } from "../../../contract/system.endpoints.ts";
import { ok, sendNotFound } from "../../plugins/envelope.ts";
import { isLoopback } from "../../lib/loopback.ts";
import { route } from "../../plugins/route.ts";
import type { AccountsDeps } from "./accounts.deps.ts";
import { appendCredits, grantSubscription } from "./entitlements.service.ts";
import { findUserByEmail } from "./users.repo.ts";

const DAY_MS = 86_400_000;

/** Set by tests/e2e/server.ts only: an installation never has these routes. */
export const E2E_FIXTURES_ENV = "CSI_E2E_FIXTURES";

async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopback(request)) return sendNotFound(request, reply);
}

/**
 * `POST /csi/dev/entitlements`: gives an account a subscription and credits, as billing will, so
 * that the end-to-end tests can reach what paying users see (User Settings, balances). Registered
 * only when CSI_E2E_FIXTURES=1, and only for connections from this machine.
 */
export function e2eFixtureRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  if (process.env[E2E_FIXTURES_ENV] !== "1") return;
  route(
    app,
    devEndpoints.grantEntitlements,
    async (request, reply) => {
      const { email, lockType, daysUsed, daysLeft, credits } = request.body;
      const user = await findUserByEmail(deps.db, email);
      if (!user) return sendNotFound(request, reply);
      const now = deps.now().getTime();
      await grantSubscription(deps.db, {
        userId: String(user.id),
        lockType,
        startsAt: new Date(now - daysUsed * DAY_MS),
        endsAt: new Date(now + daysLeft * DAY_MS),
        source: "e2e fixture",
      });
      await appendCredits(deps.db, { userId: String(user.id), delta: credits, reason: "e2e fixture" }, deps.now());
      return ok(null);
    },
    { onRequest: loopbackOnly },
  );
}
