/**
 * Importer throughput: rows per second through `runImport` (read, map, dedupe, chunked upsert with
 * its checkpoint) for bills of lading and BACI trade flows, on PGlite (in memory) and PostgreSQL
 * (BENCH_DATABASE_URL or DATABASE_URL, in a throw-away schema): the first import of a generated
 * file, then the same file again with --force (every record read and compared, none rewritten).
 * BENCH_IMPORT_ROWS (default 100,000) sizes the generated files.
 */
import os from "node:os";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { Bench } from "./run.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { runImport } from "../server/import/run-import.ts";
import type { AnyRecordFormat } from "../server/import/record-format.ts";
import { billOfLadingFormat } from "../server/features/trade/bill-of-lading.import.ts";
import { baciFormat } from "../server/features/trade/trade-flows.import.ts";

const COUNTRIES = [
  ["156", "CN"],
  ["842", "US"],
  ["276", "DE"],
  ["392", "JP"],
  ["410", "KR"],
  ["251", "FR"],
  ["381", "IT"],
  ["826", "GB"],
  ["528", "NL"],
  ["56", "BE"],
  ["124", "CA"],
  ["484", "MX"],
  ["699", "IN"],
  ["76", "BR"],
  ["36", "AU"],
  ["643", "RU"],
  ["724", "ES"],
  ["757", "CH"],
  ["702", "SG"],
  ["764", "TH"],
  ["704", "VN"],
  ["458", "MY"],
  ["360", "ID"],
  ["608", "PH"],
  ["784", "AE"],
  ["682", "SA"],
  ["792", "TR"],
  ["616", "PL"],
  ["203", "CZ"],
  ["752", "SE"],
  ["40", "AT"],
  ["208", "DK"],
  ["246", "FI"],
  ["578", "NO"],
  ["372", "IE"],
  ["620", "PT"],
  ["300", "GR"],
  ["348", "HU"],
  ["642", "RO"],
  ["710", "ZA"],
] as const;

/** A BACI-layout file of `rows` distinct exporter x importer x product rows (generated, not real trade). */
function baciFile(path: string, rows: number): void {
  const lines = ["t,i,j,k,v,q"];
  for (let n = 0; n < rows; n++) {
    // Every n gives another (exporter, importer offset, product): distinct flows.
    const i = COUNTRIES[n % 40] ?? COUNTRIES[0];
    const j = COUNTRIES[((n % 40) + 1 + (Math.floor(n / 40) % 39)) % 40] ?? COUNTRIES[1];
    const k = String(10000 + Math.floor(n / 1560) * 7).padStart(6, "0");
    lines.push(
      `2022,${i[0]},${j[0]},${k},${((n * 7919) % 100000) / 10},${n % 9 === 0 ? "NA" : ((n * 104729) % 10000) / 100}`,
    );
  }
  writeFileSync(path, `${lines.join("\n")}\n`);
}

/** A bill-of-lading file of `rows` bills from 2,000 importers and 500 exporters (generated). */
function bolFile(path: string, rows: number): void {
  const lines = [
    "bill_no,arrival_date,importer_name,importer_country,exporter_name,exporter_country,cargo_description,hs_code,port_of_unlading,container_count,weight,value_usd",
  ];
  for (let n = 0; n < rows; n++) {
    const day = String(1 + (n % 28)).padStart(2, "0");
    lines.push(
      `BENCH${String(n).padStart(9, "0")},2024-03-${day},Importer ${n % 2000} Trading LLC,US,Exporter ${n % 500} Co Ltd,CN,` +
        `GENERAL MERCHANDISE,${8400 + (n % 90)}.${String(n % 100).padStart(2, "0")},2704,${1 + (n % 4)},${1000 + (n % 20000)},${5000 + n}`,
    );
  }
  writeFileSync(path, `${lines.join("\n")}\n`);
}

type Result = { engine: string; label: string; run: string; rows: number; seconds: number };

async function measure(engine: string, url: string | undefined, rows: number, log: (line: string) => void) {
  const work = mkdtempSync(join(tmpdir(), "bench-import-"));
  const cases: { label: string; format: AnyRecordFormat; file: string; perRecord: number }[] = [
    { label: "bills of lading → shipments", format: billOfLadingFormat, file: join(work, "bills.csv"), perRecord: 1 },
    {
      label: "BACI rows → trade_flows (2 flows each)",
      format: baciFormat,
      file: join(work, "BACI_HS22_Y2022_V202501.csv"),
      perRecord: 2,
    },
  ];
  bolFile(cases[0]?.file ?? "", rows);
  baciFile(cases[1]?.file ?? "", rows);
  const results: Result[] = [];
  for (const c of cases) {
    const schema = url ? `bench_import_${process.pid}_${Date.now() % 100000}` : undefined;
    const database = await openDatabase({ databaseUrl: url, schema });
    await migrate(database);
    for (const run of ["first import", "again (--force, unchanged)"]) {
      const started = performance.now();
      const summary = await runImport(c.format, c.file, {
        db: database.db,
        reportPath: join(work, "report.txt"),
        force: run !== "first import",
      });
      const seconds = (performance.now() - started) / 1000;
      results.push({ engine, label: c.label, run, rows: summary.records, seconds });
      log(`${engine} ${c.label} ${run}: ${Math.round(summary.records / seconds).toLocaleString("en")} records/s`);
    }
    if (schema) await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
    await database.close();
  }
  rmSync(work, { recursive: true, force: true });
  return results;
}

export const bench: Bench = {
  heading: "Importer throughput",
  run: async (log) => {
    const rows = process.env.BENCH_IMPORT_ROWS ? Number(process.env.BENCH_IMPORT_ROWS) : 100_000;
    const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
    const load = os.loadavg()[0]?.toFixed(1) ?? "?";
    const results = await measure("PGlite", undefined, rows, log);
    if (url) results.push(...(await measure("PostgreSQL", url, rows, log)));
    return [
      `\`npm run import\` formats through \`runImport\` (streamed CSV, mapping, duplicate check, chunks of 1,000 records each upserted in one transaction with its checkpoint), on generated files of ${rows.toLocaleString("en")} records, into a fresh schema on PGlite (in memory)${url ? " and PostgreSQL (server, via pg)" : ""}.`,
      `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}; load average at start ${load}. Measured ${new Date().toISOString().slice(0, 10)}.`,
      "",
      "| Engine | Input | Run | Records | Time | Records/s |",
      "|---|---|---|---|---|---|",
      ...results.map(
        (r) =>
          `| ${r.engine} | ${r.label} | ${r.run} | ${r.rows.toLocaleString("en")} | ${r.seconds.toFixed(1)} s | ${Math.round(r.rows / r.seconds).toLocaleString("en")} |`,
      ),
      "",
      "Bills of lading also match each chunk's importers and exporters to companies by normalised name and create the companies no one matches (2,000 importers, 500 exporters here); a BACI record writes two trade_flows rows (the export and the mirrored import).",
    ].join("\n");
  },
};
