import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { runImportCommand } from "../server/features/sanctions/import/import-command.ts";

/**
 * `npm run import:sanctions -- --format ofac-sdn --dir ./downloads/ofac`: imports a sanctions list
 * an operator downloaded into the database the server uses (DATABASE_URL, or the PGlite folder in
 * DATA_DIR — stop the server first, PGlite allows one process at a time).
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let status = 1;
try {
  await migrate(database);
  status = await runImportCommand(process.argv.slice(2), { database, dataDir: config.dataDir, stderr: process.stderr });
} finally {
  await database.close();
}
process.exit(status);
