/**
 * Load throughput: rows per second for bulk loads of companies (demo rows, every column) and
 * shipments (the real EIA-814 records), on PGlite (in memory) and on PostgreSQL (BENCH_DATABASE_URL
 * or DATABASE_URL, in a throw-away schema), each with the indexes kept up to date row by row and
 * with the indexes deferred (dropped, then built once), which is how the data loaders run.
 * BENCH_LOAD_COMPANIES (default 20,000) and BENCH_SEED (7) size the demo rows.
 */
import os from "node:os";
import { sql } from "kysely";
import type { Bench } from "./run.ts";
import { openDatabase, type Database } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { insertRows, toRow, type TableColumn } from "../server/db/table-columns.ts";
import { withDeferredIndexes } from "../server/db/deferred-indexes.ts";
import { generateDemo } from "../server/features/demo/generator/generator.ts";
import { DEMO_COLUMNS } from "../server/features/demo/generator/tables.ts";
import { readTsvObjects } from "../server/lib/tsv.ts";
import { EIA_FILE } from "../server/features/trade/eia-imports.loader.ts";
import { TRADE_TABLE_COLUMNS } from "../server/features/trade/trade.columns.ts";
import { COMPANY_DATASETS } from "../server/features/companies/companies.datasets.ts";
import { TRADE_DATASETS } from "../server/features/trade/trade.datasets.ts";
import { demoDatasets } from "../server/features/demo/demo.datasets.ts";
import { loadDatasets } from "../server/lib/dataset-loader.ts";
import { createDataStatus } from "../server/lib/data-status.ts";

type Case = { label: string; table: string; columns: readonly TableColumn[]; rows: unknown[][] };
type Result = { engine: string; label: string; mode: string; rows: number; seconds: number };

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

async function cases(companies: number, seed: number): Promise<Case[]> {
  const demo: unknown[][] = [];
  await generateDemo({ companies, seed }, async (table, rows) => {
    if (table === "companies") demo.push(...rows);
  });
  const eia = readTsvObjects(EIA_FILE).map((r, i) =>
    toRow(TRADE_TABLE_COLUMNS.shipments, {
      company_id: 2_000_000_000_000 + (i % 417),
      id: i + 1,
      record_kind: "monthly-import",
      arrival_date: r.period,
      importer_name: r.importer,
      cargo_description: r.product,
      product_code: `EIA-${r.product_code}`,
      origin_country: null,
      destination_country: "US",
      port_of_unlading: r.port_city,
      quantity: r.quantity_kbbl,
      quantity_unit: "kbbl",
      source: "eia-814-2017-2025",
    }),
  );
  return [
    {
      label: `companies (demo, ${DEMO_COLUMNS.companies.length} columns)`,
      table: "companies",
      columns: DEMO_COLUMNS.companies,
      rows: demo,
    },
    { label: "shipments (EIA-814 records)", table: "shipments", columns: TRADE_TABLE_COLUMNS.shipments, rows: eia },
  ];
}

async function fresh(url: string | undefined): Promise<{ database: Database; drop: () => Promise<void> }> {
  const schema = url ? `bench_load_${process.pid}_${Date.now() % 100000}` : undefined;
  const database = await openDatabase({ databaseUrl: url, schema });
  await migrate(database);
  return {
    database,
    drop: async () => {
      if (schema) await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
      await database.close();
    },
  };
}

async function measure(
  engine: string,
  url: string | undefined,
  work: Case[],
  log: (line: string) => void,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const mode of ["indexed", "deferred indexes"] as const) {
    for (const c of work) {
      const { database, drop } = await fresh(url);
      const started = performance.now();
      await database.db.transaction().execute(async (trx) => {
        const load = () => insertRows(trx, c.table, c.columns, c.rows);
        if (mode === "indexed") await load();
        else await withDeferredIndexes(trx, [c.table], load);
      });
      const seconds = (performance.now() - started) / 1000;
      results.push({ engine, label: c.label, mode, rows: c.rows.length, seconds });
      log(`${engine} ${c.label} ${mode}: ${Math.round(c.rows.length / seconds).toLocaleString("en")} rows/s`);
      await drop();
    }
  }
  return results;
}

/** The companies, trade and demo data sets as the first start loads them, on a fresh in-memory PGlite. */
async function firstStart(log: (line: string) => void): Promise<string[]> {
  const { database, drop } = await fresh(undefined);
  const lines: string[] = [];
  let total = 0;
  for (const dataset of [
    ...COMPANY_DATASETS,
    ...TRADE_DATASETS,
    ...demoDatasets({ demoCompanies: 20_000, demoSeed: 1 }),
  ]) {
    const started = performance.now();
    const [report] = await loadDatasets(database.db, [dataset], createDataStatus(), () => {});
    const seconds = (performance.now() - started) / 1000;
    total += seconds;
    log(`first start: ${dataset.name} ${seconds.toFixed(1)} s`);
    lines.push(`| ${dataset.name} | ${(report?.rows ?? 0).toLocaleString("en")} | ${seconds.toFixed(1)} s |`);
  }
  await drop();
  return [...lines, `| **total** | | **${total.toFixed(1)} s** |`];
}

function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const load = os.loadavg()[0]?.toFixed(1) ?? "?";
  return `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}; load average at start ${load}.`;
}

export const bench: Bench = {
  heading: "Data load throughput",
  run: async (log) => {
    const companies = env("BENCH_LOAD_COMPANIES", 20_000);
    const seed = env("BENCH_SEED", 7);
    const header = machine();
    const work = await cases(companies, seed);
    const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    const results = [...(await measure("PGlite", undefined, work, log))];
    if (url) results.push(...(await measure("PostgreSQL", url, work, log)));
    const pgVersion = url ? " and PostgreSQL (server, via pg)" : "";
    const start = await firstStart(log);
    const rows = results.map(
      (r) =>
        `| ${r.engine} | ${r.label} | ${r.mode} | ${r.rows.toLocaleString("en")} | ${r.seconds.toFixed(1)} s | ${Math.round(r.rows / r.seconds).toLocaleString("en")} |`,
    );
    return [
      `Bulk inserts through \`insertRows\` (one array parameter per varying column, \`unnest\`; 5,000 rows per statement) in one transaction, into a fresh schema, on PGlite (in memory)${pgVersion}.`,
      header,
      `Measured ${new Date().toISOString().slice(0, 10)} (load average ${os.loadavg()[0]?.toFixed(1) ?? "?"} at the end; other work on the machine slows every figure).`,
      "",
      "| Engine | Rows | Indexes | Count | Time | Rows/s |",
      "|---|---|---|---|---|---|",
      ...rows,
      "",
      "*indexed*: the table's primary key and indexes are updated row by row; *deferred indexes*: dropped first and built once after the load (`withDeferredIndexes`, what the data loaders do).",
      "Company rows also compute the stored generated column `industry_section` (0008_company_search.sql) on insert.",
      "",
      "The companies, trade and demo data sets as the first start loads them (fresh in-memory PGlite, DEMO_COMPANIES=20000, DEMO_SEED=1):",
      "",
      "| Data set | Rows | Time |",
      "|---|---|---|",
      ...start,
    ].join("\n");
  },
};
