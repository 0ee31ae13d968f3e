/**
 * Loads a generated demo data set into PostgreSQL:
 *   DATABASE_URL=postgres://... npm run data:load -- --dir data/generated/demo-n1000000-s7
 * Applies pending migrations first. Start the server afterwards with DEMO_COMPANIES and DEMO_SEED
 * set to the loaded size and seed, so that it keeps these rows instead of generating its own.
 */
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { refreshCountryCompanyCounts } from "../server/features/countries/country-company-counts.ts";
import { loadDemoFiles } from "./demo/file-load.ts";

const { values } = parseArgs({
  options: { dir: { type: "string" }, "batch-size": { type: "string", default: "10000" } },
});
if (!values.dir) throw new Error("--dir <folder written by data:generate> is required");
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required (the embedded PGlite loads the demo data itself at start)");
const say = (line: string) => process.stdout.write(`[load] ${line}\n`);
const started = performance.now();
const database = await openDatabase({ databaseUrl: url });
try {
  await migrate(database);
  const { manifest, report } = await loadDemoFiles(database.db, resolve(values.dir), say, Number(values["batch-size"]));
  await refreshCountryCompanyCounts(database.db);
  const seconds = (performance.now() - started) / 1000;
  const rows = report.reduce((sum, r) => sum + r.rows, 0);
  say(
    `${manifest.companies.toLocaleString("en")} companies (seed ${manifest.seed}): ${rows.toLocaleString("en")} rows in ` +
      `${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString("en")} rows/s`,
  );
  say(`start the server with DEMO_COMPANIES=${manifest.companies} DEMO_SEED=${manifest.seed} to keep these rows`);
} finally {
  await database.close();
}
