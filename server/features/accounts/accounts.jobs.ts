import type { AppContext } from "../../app-context.ts";
import type { Job } from "../../jobs/job-runner.ts";
import { notifyExpiringTiers } from "./tier-expiry.service.ts";

/** The accounts feature's background jobs: telling a tier's holder that it ends soon. */
export function accountsJobs(context: AppContext): Job[] {
  return [{ name: "tierExpiryNotices", run: (at) => notifyExpiringTiers(context.database, at) }];
}
