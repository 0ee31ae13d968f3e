import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { openTsvWriter, type TsvWriter } from "../../../lib/tsv.ts";
import { DEMO_COLUMNS, DEMO_TABLES, type DemoTable } from "./tables.ts";
import { GENERATOR_VERSION, type GenerateOptions, type RowSink } from "./generator.ts";

export const MANIFEST = "manifest.json";

export type Manifest = {
  generator: number;
  seed: number;
  companies: number;
  source: "demo";
  tables: { table: DemoTable; file: string; rows: number }[];
};

/** One gzipped TSV per table under `dir`, and a manifest (no time stamps: same seed, same bytes). */
export function fileSink(dir: string): { sink: RowSink; close: (options: GenerateOptions) => Promise<Manifest> } {
  const writers = new Map<DemoTable, TsvWriter>();
  const sink: RowSink = async (table, rows) => {
    let writer = writers.get(table);
    if (!writer) {
      writer = openTsvWriter(
        join(dir, `${table}.tsv.gz`),
        DEMO_COLUMNS[table].map((c) => c.name),
      );
      writers.set(table, writer);
    }
    for (const row of rows) await writer.write(row as (string | number | boolean | null)[]);
  };
  const close = async (options: GenerateOptions) => {
    const tables: Manifest["tables"] = [];
    for (const table of DEMO_TABLES) {
      const writer = writers.get(table);
      if (!writer) continue;
      await writer.close();
      tables.push({ table, file: `${table}.tsv.gz`, rows: writer.rows() });
    }
    const manifest: Manifest = {
      generator: GENERATOR_VERSION,
      seed: options.seed,
      companies: options.companies,
      source: "demo",
      tables,
    };
    writeFileSync(join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    return manifest;
  };
  return { sink, close };
}
