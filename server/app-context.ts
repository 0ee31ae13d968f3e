import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { DataStatus } from "./lib/data-status.ts";
import type { VirusScanner } from "./lib/virus-scan.ts";

/** What every feature's routes get: the configuration, the database and the data-load state. */
export type AppContext = {
  config: Config;
  database: Database;
  dataStatus: DataStatus;
  version: string;
  /** The clock; tests pass their own to move time without sleeping. */
  now?: () => Date;
  /** The upload service's virus scan (server/lib/virus-scan.ts); none by default. */
  virusScanner?: VirusScanner;
};
