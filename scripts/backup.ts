/**
 * `npm run backup [-- --out FILE]`: the embedded database and uploaded files of DATA_DIR as one file (a gzipped tar),
 * by default `csi-backup-<time>.tar.gz` in the current folder. Stop the server first: PGlite allows
 * one process per folder. With DATABASE_URL, use pg_dump instead (docs/OPERATIONS.md).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { backupEmbedded, backupFileName } from "../server/db/backup.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = loadConfig();
if (config.databaseUrl) {
  process.stderr.write("[csi] backup: DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/OPERATIONS.md)\n");
  process.exit(1);
}
const file = resolve(values.out ?? backupFileName(new Date()));
try {
  const started = Date.now();
  const { bytes, files } = await backupEmbedded(config.dataDir, file);
  process.stdout.write(
    `[csi] backup of ${config.dataDir} written to ${file} (${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s; uploaded files: ${files})\n`,
  );
} catch (error) {
  process.stderr.write(`[csi] backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
