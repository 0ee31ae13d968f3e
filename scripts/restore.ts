/**
 * `npm run restore -- FILE [--replace]`: a backup of `npm run backup` into DATA_DIR's embedded
 * database. Stop the server first. An existing database is refused, or with --replace kept aside
 * as DATA_DIR/pglite.before-restore-<time>.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { restoreEmbedded } from "../server/db/backup.ts";

const { values, positionals } = parseArgs({ options: { replace: { type: "boolean" } }, allowPositionals: true });
const [file] = positionals;
if (!file) {
  process.stderr.write("usage: npm run restore -- <backup.tar.gz> [--replace]   (DATA_DIR is the target)\n");
  process.exit(1);
}
const config = loadConfig();
try {
  const { migrations, keptAside } = await restoreEmbedded(resolve(file), config.dataDir, {
    replace: values.replace ?? false,
  });
  if (keptAside) process.stdout.write(`[csi] the database that was there is kept at ${keptAside}\n`);
  process.stdout.write(
    `[csi] restored ${file} into ${config.dataDir} (${migrations} migrations recorded); start the server\n`,
  );
} catch (error) {
  process.stderr.write(`[csi] restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
