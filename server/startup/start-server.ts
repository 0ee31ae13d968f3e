import type { Logger } from "pino";
import type { Config } from "../config.ts";
import { openDatabase, unbounded } from "../db/database.ts";
import { securePrivateDataDir } from "../db/data-dir-permissions.ts";
import { migrate } from "../db/migrate.ts";
import { buildApp } from "../app.ts";
import { createDataStatus } from "../lib/data-status.ts";
import { loadDatasets } from "../lib/dataset-loader.ts";
import { DATASETS } from "../datasets.ts";
import { VERSION } from "../version.ts";
import { checkDataDir, checkPortFree } from "./preflight.ts";

/**
 * Opens and migrates the database, listens, then loads the bundled data. What an operator can get
 * wrong (DATA_DIR, the port, the database) is checked first, before the slow first migration.
 */
export async function startServer(config: Config, logger: Logger): Promise<void> {
  const started = Date.now();
  // The progress lines: `[csi] …` on a terminal, JSON at info for a log collector.
  const say = (line: string) => logger.info(line);
  if (!config.databaseUrl) checkDataDir(config.dataDir);
  await checkPortFree(config.port, config.host);
  say(`starting at ${config.publicUrl} — opening the ${config.databaseUrl ? "PostgreSQL" : "embedded"} database…`);

  // Password hashes and signing keys live there: the folder 0700, its files 0600 (umask for later ones).
  const tightened = securePrivateDataDir(config.dataDir);
  if (tightened) say(`data folder ${config.dataDir}: made private (0700/0600) for ${tightened} entries`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    owner: `server ${config.publicUrl}`,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const { applied, total } = await migrate(database);
  say(
    `database: ${database.engine}${database.engine === "pglite" ? ` at ${config.dataDir}` : ""}; migrations ${total - applied.length} already applied, ${applied.length} applied now`,
  );

  const dataStatus = createDataStatus();
  const app = await buildApp({
    config,
    database,
    dataStatus,
    version: VERSION,
    serveWeb: true,
    loggerInstance: logger,
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    say(`${signal}: closing…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    securePrivateDataDir(config.dataDir);
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: () =>
        `listening on ${config.publicUrl} (API ${config.publicUrl}/csi, docs ${config.publicUrl}/csi/docs)`,
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  if (config.devMailbox) say(`development mailbox (DEV_MAILBOX=1): ${config.publicUrl}/dev/mailbox`);

  try {
    // Loads build indexes and copy whole tables: not bounded by the statement timeout.
    const reports = await unbounded(database.db, (db) => loadDatasets(db, DATASETS, dataStatus, say));
    const loadedNow = reports.filter((r) => !r.skipped);
    // PGlite's file system sets its own modes (0666), whatever the umask: tightened again once loaded.
    securePrivateDataDir(config.dataDir);
    say(
      `data ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${loadedNow.length} data sets loaded now, ${reports.length - loadedNow.length} already there)`,
    );
  } catch (error) {
    app.log.error({ err: error }, "data load failed");
  }
}
