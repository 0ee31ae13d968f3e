import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { insertRows } from "../../db/table-columns.ts";
import { withDeferredIndexes } from "../../db/deferred-indexes.ts";
import { generateDemo, GENERATOR_VERSION, type GenerateOptions } from "./generator/generator.ts";
import { DEMO_COLUMNS, DEMO_TABLES } from "./generator/tables.ts";
import { computeFinancialRatios } from "../companies/index.ts";

export type DemoOptions = { companies: number; seed: number };

export const demoVersion = ({ companies, seed }: DemoOptions) => `demo-n${companies}-s${seed}-g${GENERATOR_VERSION}`;

/** Removes every demo row (before a reload with another seed or size). */
export async function deleteDemoRows(trx: Transaction<DB>): Promise<void> {
  for (const table of [...DEMO_TABLES, "financial_ratios", "industry_norms"]) {
    await sql`DELETE FROM ${sql.table(table)} WHERE is_demo`.execute(trx);
  }
}

/**
 * Generates the demo rows into their tables (all, or options.tables) with the tables' indexes deferred
 * (withDeferredIndexes); returns the rows written. The demo data set and the trade bench load through this.
 */
export async function insertDemo(
  trx: Transaction<DB>,
  options: GenerateOptions,
  progress?: (done: number, total: number) => void,
): Promise<number> {
  let rows = 0;
  await withDeferredIndexes(trx, options.tables ?? DEMO_TABLES, () =>
    generateDemo(
      options,
      async (table, batch) => {
        rows += await insertRows(trx, table, DEMO_COLUMNS[table], batch);
      },
      progress,
    ),
  );
  return rows;
}

/**
 * The seeded demo data set, generated in process and written block by block (no files): companies
 * across every country with GDP and population figures, their people, owners, statements,
 * ratings, lawsuits, news and shipments, and country-pair trade flows. Every row: source 'demo'.
 */
export function demoDataset(options: DemoOptions): DatasetLoader {
  return {
    name: "demo",
    version: demoVersion(options),
    source: "Seeded demo generator (data/generate.ts); shaped by World Bank GDP and population",
    licence: "Generated demo data: no real company or person",
    isDemo: true,
    load: async (trx, progress) => {
      await deleteDemoRows(trx);
      const rows = await insertDemo(trx, options, progress);
      return rows + (options.companies > 0 ? await computeFinancialRatios(trx, "demo") : 0);
    },
  };
}
