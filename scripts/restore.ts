/**
 * `npm run restore -- FILE [--replace]`: a backup of `npm run backup` into DATA_DIR's embedded
 * database and uploaded files. Stop the server first. An existing database or files folder is
 * refused, or with --replace kept aside as DATA_DIR/pglite.before-restore-<time> (files likewise).
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
  const { migrations, files, keptAside } = await restoreEmbedded(resolve(file), config.dataDir, {
    replace: values.replace ?? false,
  });
  for (const folder of keptAside) process.stdout.write(`[csi] what was there is kept at ${folder}\n`);
  process.stdout.write(
    `[csi] restored ${file} into ${config.dataDir} (${migrations} migrations recorded; uploaded files: ${files}); start the server\n`,
  );
} catch (error) {
  process.stderr.write(`[csi] restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
