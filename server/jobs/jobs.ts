import type { FastifyInstance } from "fastify";
import type { AppContext } from "../app-context.ts";
import { accountsJobs } from "../features/accounts/accounts.jobs.ts";
import { reportsJobs } from "../features/reports/reports.jobs.ts";
import { sanctionsJobs } from "../features/sanctions/sanctions.jobs.ts";
import { publicationsJobs } from "../features/publications/publications.jobs.ts";
import { createJobRunner, type JobRunner } from "./job-runner.ts";

/** How often the server runs its background jobs. */
export const JOB_INTERVAL_MS = 60_000;

/**
 * Every feature's background jobs in one runner on the app's clock. The rounds start when the
 * server listens (an API test's app never listens: it calls `tick` itself) and stop when it closes.
 */
export function backgroundJobs(app: FastifyInstance, context: AppContext): JobRunner {
  const jobs = [
    ...reportsJobs(context),
    ...sanctionsJobs(context),
    ...publicationsJobs(context),
    ...accountsJobs(context),
  ];
  const runner = createJobRunner(jobs, () => context.now?.() ?? new Date(), app.log);
  app.addHook("onListen", () => runner.start(JOB_INTERVAL_MS));
  app.addHook("onClose", () => runner.stop());
  return runner;
}
