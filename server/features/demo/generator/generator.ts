import { toRow } from "../../../db/table-columns.ts";
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
export const GENERATOR_VERSION = 3;

export type GenerateOptions = {
  companies: number;
  seed: number;
  blockSize?: number;
  /**
   * Bills of lading per company times this (default 1, a whole number): each active exporter ships
   * Poisson(rate x scale) records, at most 40 x scale, from its own seeded stream, so a larger scale
   * gives more shipments for the same companies (benches: 100 k companies x 10 = about 1 M shipments).
   */
  shipmentScale?: number;
  /**
   * Country-pair trade flows times this (default 1, a whole number): partners per country and products per
   * partner grow with it (trade-flows.ts), for benches (63: about 50 M flow rows).
   */
  flowScale?: number;
  /** Only these tables (default: all). A table's rows are the same whichever others are produced. */
  tables?: readonly DemoTable[];
};
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
  const wanted = new Set(options.tables ?? DEMO_TABLES);
  const needs = (...tables: DemoTable[]) => tables.some((table) => wanted.has(table));
  const ctx: Context = {
    world,
    core,
    emit: (table, row) => {
      if (!wanted.has(table)) return;
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
      if (needs("companies", "company_names", "company_addresses", "company_securities", "company_products"))
        companyRows(ctx, c, withFinancials);
      if (needs("people", "company_officers")) peopleRows(ctx, c);
      if (needs("company_interests", "company_relations")) ownershipRows(ctx, c);
      const statements =
        withFinancials && needs("financial_statements", "credit_assessments", "company_news")
          ? statementRows(ctx, c)
          : [];
      if (needs("credit_assessments")) creditRows(ctx, c, statements);
      if (needs("company_lawsuits", "company_news")) newsRows(ctx, c, statements, lawsuitRows(ctx, c));
      if (needs("shipments")) shipmentRows(ctx, c, partners.get(c.country.iso2), options.shipmentScale ?? 1);
    }
    await flush();
    progress(end, options.companies);
  }
  if (options.companies > 0 && needs("trade_flows")) await tradeFlowRows(world, ctx.emit, options.flowScale, flush);
  await flush();
  return { rows: counts, world };
}
