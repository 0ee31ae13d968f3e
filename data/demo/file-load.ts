import { createReadStream, readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { sql, type Kysely } from "kysely";
import type { DB } from "../../server/db/schema.ts";
import { insertRows, type TableColumn } from "../../server/db/table-columns.ts";
import { withDeferredIndexes } from "../../server/db/deferred-indexes.ts";
import { computeFinancialRatios } from "../../server/features/companies/financial-ratios.sql.ts";
import { computeIndustryNorms } from "../../server/features/companies/industry-norms.sql.ts";
import { deleteDemoRows, demoVersion } from "../../server/features/demo/demo.loader.ts";
import { decodeLine } from "../../server/lib/tsv.ts";
import { DEMO_COLUMNS, DEMO_TABLES, type DemoTable } from "../../server/features/demo/generator/tables.ts";
import { MANIFEST, type Manifest } from "../../server/features/demo/generator/file-sink.ts";

export type FileLoadReport = { table: DemoTable; rows: number; seconds: number }[];

/** Streams one generated table file into the database in batches; the header names the columns. */
async function loadTable(
  db: Kysely<DB>,
  path: string,
  columns: readonly TableColumn[],
  batchSize: number,
): Promise<number> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  let order: number[] | undefined;
  let batch: unknown[][] = [];
  let rows = 0;
  for await (const line of lines) {
    if (!order) {
      const header = line.split("\t");
      order = columns.map((column) => header.indexOf(column.name));
      continue;
    }
    if (line === "") continue;
    const cells = decodeLine(line);
    batch.push(order.map((i) => (i < 0 ? null : (cells[i] ?? null))));
    if (batch.length >= batchSize) {
      rows += await insertRows(db, pathTable(path), columns, batch, { batchSize });
      batch = [];
    }
  }
  if (batch.length) rows += await insertRows(db, pathTable(path), columns, batch, { batchSize });
  return rows;
}

const pathTable = (path: string) => path.replace(/^.*\//, "").replace(/\.tsv\.gz$/, "");

/**
 * Loads a generated demo data set (data/generate.ts output) in one transaction: removes the demo
 * rows present, loads every table with its indexes deferred, computes ratios and industry norms,
 * and records the data set as `demo` with the version the server's demo loader would give it (so
 * a server started with the same DEMO_COMPANIES and DEMO_SEED does not generate it again).
 */
export async function loadDemoFiles(
  db: Kysely<DB>,
  dir: string,
  log: (line: string) => void,
  batchSize = 10_000,
): Promise<{ manifest: Manifest; report: FileLoadReport }> {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as Manifest;
  const report: FileLoadReport = [];
  await db.transaction().execute(async (trx) => {
    await deleteDemoRows(trx);
    await withDeferredIndexes(trx, DEMO_TABLES, async () => {
      for (const { table, file } of manifest.tables) {
        const started = performance.now();
        const rows = await loadTable(trx, join(dir, file), DEMO_COLUMNS[table], batchSize);
        const seconds = (performance.now() - started) / 1000;
        report.push({ table, rows, seconds });
        log(`${table}: ${rows.toLocaleString("en")} rows in ${seconds.toFixed(1)} s`);
      }
    });
    log(`financial ratios: ${(await computeFinancialRatios(trx, "demo")).toLocaleString("en")} rows`);
    log(`industry norms: ${(await computeIndustryNorms(trx)).toLocaleString("en")} rows`);
    const version = demoVersion({ companies: manifest.companies, seed: manifest.seed });
    const rowCount = report.reduce((sum, r) => sum + r.rows, 0);
    await sql`INSERT INTO datasets (name, version, source, licence, is_demo, row_count, loaded_at)
      VALUES ('demo', ${version}, 'Seeded demo generator (data/generate.ts), loaded from files', 'Generated demo data', true,
        ${rowCount}, now())
      ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, row_count = EXCLUDED.row_count, loaded_at = now()`.execute(
      trx,
    );
  });
  return { manifest, report };
}
