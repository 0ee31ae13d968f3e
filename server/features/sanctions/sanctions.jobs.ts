import type { AppContext } from "../../app-context.ts";
import type { Job } from "../../jobs/job-runner.ts";
import { rescreenSavedCompanies } from "./rescreening/saved-company-rescreening.service.ts";
import { screeningStoreOf } from "./screening/screening-store.ts";

/** The sanctions feature's background jobs: re-screening saved companies when the lists change (decision 0052). */
export function sanctionsJobs(context: AppContext): Job[] {
  const store = screeningStoreOf(context.database.db, context.now);
  return [
    {
      name: "savedCompanyRescreening",
      // Not while the bundled lists load at start: a half-loaded list would clear hits that are still there.
      run: (at) =>
        context.dataStatus.state === "ready"
          ? rescreenSavedCompanies(context.database.db, store, at)
          : Promise.resolve(0),
    },
  ];
}
