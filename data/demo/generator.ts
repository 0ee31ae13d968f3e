import { toRow } from "../../server/db/table-columns.ts";
import { coreCache } from "./company-core.ts";
import { partnerTable } from "./gravity.ts";
import { createWorld, type World } from "./world.ts";
import { DEMO_COLUMNS, DEMO_TABLES, type DemoTable } from "./tables.ts";
import type { Context } from "./rows/emit.ts";
import { companyRows } from "./rows/company-rows.ts";
import { ownershipRows, peopleRows } from "./rows/people-rows.ts";
import { creditRows, hasFinancials, statementRows } from "./rows/financial-rows.ts";
import { lawsuitRows, newsRows } from "./rows/publication-rows.ts";
import { shipmentRows } from "./rows/shipment-rows.ts";
import { tradeFlowRows } from "./trade-flows.ts";

/** Bump when the generator's output changes for the same seed and size (it is part of the data-set version). */
export const GENERATOR_VERSION = 1;

export type GenerateOptions = { companies: number; seed: number; blockSize?: number };
/** Receives the rows of one table, a block at a time, as value arrays in DEMO_COLUMNS order. */
export type RowSink = (table: DemoTable, rows: unknown[][]) => Promise<void>;
export type GenerateReport = { rows: Record<DemoTable, number>; world: World };

/**
 * Generates the demo data set, streaming: companies are built in blocks (each from its own
 * random streams, so blocks are independent), their rows handed to the sink table by table,
 * then the country-level trade flows. Memory stays bounded whatever the number of companies.
 */
export async function generateDemo(
  options: GenerateOptions,
  sink: RowSink,
  progress: (done: number, total: number) => void = () => {},
): Promise<GenerateReport> {
  const world = createWorld(options.seed, options.companies);
  const core = coreCache(world);
  const partners = partnerTable(world);
  const buffers = new Map<DemoTable, unknown[][]>(DEMO_TABLES.map((t) => [t, []]));
  const counts = Object.fromEntries(DEMO_TABLES.map((t) => [t, 0])) as Record<DemoTable, number>;
  const ctx: Context = {
    world,
    core,
    emit: (table, row) => {
      buffers.get(table)?.push(toRow(DEMO_COLUMNS[table], row));
      counts[table]++;
    },
  };
  const flush = async () => {
    for (const table of DEMO_TABLES) {
      const rows = buffers.get(table) ?? [];
      if (rows.length) await sink(table, rows);
      buffers.set(table, []);
    }
  };
  const blockSize = options.blockSize ?? 2000;
  for (let start = 0; start < options.companies; start += blockSize) {
    const end = Math.min(options.companies, start + blockSize);
    for (let index = start; index < end; index++) {
      const c = core(index);
      const withFinancials = hasFinancials(ctx, c);
      companyRows(ctx, c, withFinancials);
      peopleRows(ctx, c);
      ownershipRows(ctx, c);
      const statements = withFinancials ? statementRows(ctx, c) : [];
      creditRows(ctx, c, statements);
      const lawsuits = lawsuitRows(ctx, c);
      newsRows(ctx, c, statements, lawsuits);
      shipmentRows(ctx, c, partners.get(c.country.iso2));
    }
    await flush();
    progress(end, options.companies);
  }
  if (options.companies > 0) tradeFlowRows(world, ctx.emit);
  await flush();
  return { rows: counts, world };
}
