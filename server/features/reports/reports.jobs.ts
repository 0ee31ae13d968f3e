import type { AppContext } from "../../app-context.ts";
import type { Job } from "../../jobs/job-runner.ts";
import { deliverReportUpdates } from "./update-delivery.service.ts";

/** The reports feature's background jobs: delivering report updates (decision 0048). */
export function reportsJobs(context: AppContext): Job[] {
  return [{ name: "reportUpdateDelivery", run: (at) => deliverReportUpdates(context.database.db, at) }];
}
