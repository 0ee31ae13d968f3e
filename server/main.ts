import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { buildApp } from "./app.ts";
import { createDataStatus } from "./lib/data-status.ts";
import { loadDatasets } from "./lib/dataset-loader.ts";
import { DATASETS } from "./datasets.ts";
import { VERSION } from "./version.ts";

const config = loadConfig();
const started = Date.now();
const say = (line: string) => process.stdout.write(`[csi] ${line}\n`);
say(`starting at ${config.publicUrl} — opening the ${config.databaseUrl ? "PostgreSQL" : "embedded"} database…`);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
  logger: { level: config.logLevel },
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
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
say(`listening on ${config.publicUrl} (API ${config.publicUrl}/csi, docs ${config.publicUrl}/csi/docs)`);

try {
  const reports = await loadDatasets(database.db, DATASETS, dataStatus, say);
  const loadedNow = reports.filter((r) => !r.skipped);
  say(
    `data ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${loadedNow.length} data sets loaded now, ${reports.length - loadedNow.length} already there)`,
  );
} catch (error) {
  app.log.error({ err: error }, "data load failed");
  say(`data load failed: ${error instanceof Error ? error.message : String(error)}`);
}
