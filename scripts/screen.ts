import { readFileSync } from "node:fs";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { toScreeningEntry } from "../server/features/sanctions/screening/entry-mapping.ts";
import { ScreeningEngine } from "../server/features/sanctions/screening/screening-engine.ts";
import { readAllEntries } from "../server/features/sanctions/screening/screening.repo.ts";
import {
  parseScreenArgs,
  SCREEN_USAGE,
  scorePairs,
  screenNames,
} from "../server/features/sanctions/screening/screen-command.ts";

/**
 * `npm run screen -- names.csv`: screens a file of names against the sanctions lists in the
 * database the server uses (docs/SCREENING.md); `--pairs` scores pairs of names instead.
 */
const args = parseScreenArgs(process.argv.slice(2));
if (!args) {
  process.stderr.write(`${SCREEN_USAGE}\n`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  owner: "npm run screen",
});
let status = 1;
try {
  await migrate(database);
  const rows = await readAllEntries(database.db);
  if (rows.length === 0)
    throw new Error("no sanctions list in the database: start the server once, or npm run import one");
  const engine = new ScreeningEngine(rows.map((row) => toScreeningEntry(row.listId, row.entry)));
  const text = readFileSync(args.file, "utf8");
  const lists = args.dataset === "default" ? undefined : new Set([args.dataset]);
  process.stdout.write(
    args.pairs
      ? scorePairs(engine, text, args.schema)
      : screenNames(engine, text, { ...args, ...(lists ? { lists } : {}) }),
  );
  status = 0;
} catch (error) {
  process.stderr.write(`screen failed: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await database.close();
}
process.exit(status);
