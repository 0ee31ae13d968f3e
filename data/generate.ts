/**
 * The seeded demo-data generator:
 *   npm run data:generate -- --companies 1000000 --seed 7 [--shipment-scale 10] [--flow-scale 63] [--out data/generated/demo-n1000000-s7]
 * --shipment-scale multiplies the bills of lading per company (GenerateOptions.shipmentScale, default 1);
 * --flow-scale the country-pair trade flows (GenerateOptions.flowScale, default 1; 63 gives about 50 M rows).
 * Writes one gzipped TSV per table and manifest.json; the same seed and size give the same bytes.
 * Load the files into PostgreSQL with `npm run data:load -- --dir <dir>`.
 */
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { generateDemo } from "../server/features/demo/generator/generator.ts";
import { fileSink } from "../server/features/demo/generator/file-sink.ts";
import { DEFAULT_DEMO_COMPANIES } from "../server/config.ts";

const { values } = parseArgs({
  options: {
    companies: { type: "string", default: String(DEFAULT_DEMO_COMPANIES) },
    seed: { type: "string", default: "1" },
    "shipment-scale": { type: "string", default: "1" },
    "flow-scale": { type: "string", default: "1" },
    out: { type: "string" },
  },
});
const companies = Number(values.companies);
const seed = Number(values.seed);
const shipmentScale = Number(values["shipment-scale"]);
const flowScale = Number(values["flow-scale"]);
const scales = [shipmentScale, flowScale];
if (!Number.isInteger(companies) || companies < 0 || !Number.isInteger(seed) || !scales.every((x) => x >= 1)) {
  throw new Error(
    "--companies, --seed, --shipment-scale and --flow-scale must be whole numbers (the scales at least 1)",
  );
}
if (!scales.every(Number.isInteger)) throw new Error("--shipment-scale and --flow-scale must be whole numbers");
const dir = resolve(values.out ?? `data/generated/demo-n${companies}-s${seed}`);
const started = performance.now();
let shown = 0;
const { sink, close } = fileSink(dir);
const report = await generateDemo({ companies, seed, shipmentScale, flowScale }, sink, (done, total) => {
  const now = performance.now();
  if (now - shown < 2000 && done < total) return;
  shown = now;
  const rate = Math.round(done / ((now - started) / 1000));
  process.stdout.write(
    `[generate] ${done.toLocaleString("en")} / ${total.toLocaleString("en")} companies (${rate.toLocaleString("en")}/s)\n`,
  );
});
const manifest = await close({ companies, seed });
const seconds = (performance.now() - started) / 1000;
const total = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
for (const t of manifest.tables) process.stdout.write(`[generate]   ${t.table}: ${t.rows.toLocaleString("en")}\n`);
process.stdout.write(
  `[generate] ${total.toLocaleString("en")} rows in ${report.world.countries.filter((c) => c.count > 0).length} countries, ` +
    `${seconds.toFixed(1)} s, written to ${dir}\n`,
);
