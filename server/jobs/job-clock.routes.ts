import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { devEndpoints } from "../../contract/system.endpoints.ts";
import { isLoopback } from "../lib/loopback.ts";
import { ok, sendNotFound } from "../plugins/envelope.ts";
import { route } from "../plugins/route.ts";
import { E2E_FIXTURES_ENV } from "../features/accounts/index.ts";
import type { JobRunner } from "./job-runner.ts";

const HOUR_MS = 3_600_000;

async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopback(request)) return sendNotFound(request, reply);
}

/**
 * `POST /csi/dev/jobClock`: the end-to-end tests run a round of the background jobs with their clock
 * some hours ahead of the server's (a report update is delivered a day after it was ordered) instead
 * of waiting. The clock goes back after the round, so the minute rounds and the next test start from
 * the server's time again. Registered only when
 * CSI_E2E_FIXTURES=1, and only for connections from this machine.
 */
export function jobClockRoutes(app: FastifyInstance, jobs: JobRunner): void {
  if (process.env[E2E_FIXTURES_ENV] !== "1") return;
  route(
    app,
    devEndpoints.advanceJobClock,
    async (request) => {
      jobs.setAhead(request.body.hoursAhead * HOUR_MS);
      const round = await jobs.tick().finally(() => jobs.setAhead(0));
      return ok({ now: round.at.toISOString(), handled: round.handled });
    },
    { onRequest: loopbackOnly },
  );
}
