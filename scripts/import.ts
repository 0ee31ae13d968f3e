import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { USAGE, runImportCommand } from "../server/import/import-command.ts";

/**
 * `npm run import -- --format gleif-lei-xml --file ./downloads/lei2.xml.zip`: imports a data file an
 * operator downloaded (GLEIF, SEC, trade data, sanctions lists — `--help` lists the formats) into the
 * database the server uses (DATABASE_URL, or the PGlite folder in DATA_DIR — stop the server first:
 * one process per data folder, the lock file in DATA_DIR says which one has it).
 */
const argv = process.argv.slice(2);
if (argv.includes("--help") || !argv.some((a) => a === "--format" || a.startsWith("--format="))) {
  // Help needs no database (and must not create one).
  process.stderr.write(`${USAGE}\n`);
  process.exit(argv.includes("--help") ? 0 : 1);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  owner: "npm run import",
});
let status = 1;
try {
  await migrate(database);
  status = await runImportCommand(argv, { database, dataDir: config.dataDir, stderr: process.stderr });
} finally {
  await database.close();
}
process.exit(status);
