import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import { ARRAY_OF, type BulkColumn, type ColumnType } from "./bulk-insert.ts";
import type { DB } from "./schema.ts";

/** A bulk column with the value written when a row leaves it out (the table's own default). */
export type TableColumn = BulkColumn & { fallback?: string | number | boolean };

/**
 * Column lists for bulk loads, in order: the loaders bind them, the demo generator writes its files
 * with them as header, and the file loader maps a header back to them.
 * "name:type=fallback" with text as the default type; the fallback mirrors the column's DEFAULT
 * (a bulk insert sends every column, so the table's own default never applies).
 */
export function columns(spec: string): TableColumn[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const [head = "", fallback] = entry.split("=");
      const [name = "", type = "text"] = head.split(":");
      const column: TableColumn = { name, type: type as ColumnType };
      if (fallback !== undefined) {
        column.fallback = type === "bool" ? fallback === "true" : type === "int" ? Number(fallback) : fallback;
      }
      return column;
    });
}

/** An object row to the value array of a column list (missing keys take the fallback, else NULL). */
export function toRow(columnList: readonly TableColumn[], values: Record<string, unknown>): unknown[] {
  return columnList.map((column) => values[column.name] ?? column.fallback ?? null);
}

const bind = (column: TableColumn, value: unknown) =>
  column.type === "jsonb" || column.type === "text[]" ? JSON.stringify(value) : value;

/**
 * Inserts rows like bulkInsert (one array parameter per column, `unnest` in SQL) but sends each
 * column only when it varies within the batch: a column that is NULL in every row is left out,
 * and one that holds the same value in every row travels as one scalar. PGlite pays per array
 * element it parses, so this halves typical loads (source, is_demo, reporter, empty columns).
 */
async function insertBatch(
  db: Kysely<DB> | Transaction<DB>,
  table: string,
  columnList: readonly TableColumn[],
  batch: readonly (readonly unknown[])[],
  keepExisting = false,
): Promise<void> {
  const names: RawBuilder<unknown>[] = [];
  const selects: RawBuilder<unknown>[] = [];
  const unnests: RawBuilder<unknown>[] = [];
  columnList.forEach((column, i) => {
    const first = batch[0]?.[i] ?? null;
    const constant = batch.every((row) => (row[i] ?? null) === first);
    if (constant && first === null) return;
    names.push(sql.id(column.name));
    const alias = sql.raw(`c${unnests.length}`);
    if (constant) {
      const type = sql.raw(column.type === "text[]" ? "jsonb" : column.type === "int" ? "int" : column.type);
      const value = sql`${bind(column, first)}::${type}`;
      selects.push(column.type === "text[]" ? sql`ARRAY(SELECT jsonb_array_elements_text(${value}))` : value);
      return;
    }
    const values = batch.map((row) => (row[i] === undefined || row[i] === null ? null : bind(column, row[i])));
    unnests.push(sql`${values}::${sql.raw(ARRAY_OF[column.type])}`);
    selects.push(column.type === "text[]" ? sql`ARRAY(SELECT jsonb_array_elements_text(${alias}))` : alias);
  });
  if (names.length === 0) return;
  const from = unnests.length
    ? sql`FROM unnest(${sql.join(unnests)}) AS u(${sql.join(unnests.map((_, i) => sql.raw(`c${i}`)))})`
    : sql`FROM generate_series(1, ${batch.length}::int)`;
  const conflict = keepExisting ? sql`ON CONFLICT DO NOTHING` : sql``;
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(names)}) SELECT ${sql.join(selects)} ${from} ${conflict}`.execute(
    db,
  );
}

export type InsertOptions = {
  batchSize?: number;
  onBatch?: (done: number) => void;
  /** Skip rows whose key is already in the table (ON CONFLICT DO NOTHING). */
  keepExisting?: boolean;
};

/** Bulk-inserts value arrays (in column-list order); returns the number of rows written. */
export async function insertRows(
  db: Kysely<DB> | Transaction<DB>,
  table: string,
  columnList: readonly TableColumn[],
  rows: readonly (readonly unknown[])[],
  options: InsertOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 5000;
  for (let start = 0; start < rows.length; start += batchSize) {
    await insertBatch(db, table, columnList, rows.slice(start, start + batchSize), options.keepExisting);
    options.onBatch?.(Math.min(rows.length, start + batchSize));
  }
  return rows.length;
}

/** Bulk-inserts object rows through a column list; returns the number of rows written. */
export async function insertObjects(
  db: Kysely<DB> | Transaction<DB>,
  table: string,
  columnList: readonly TableColumn[],
  rows: readonly Record<string, unknown>[],
  options: InsertOptions = {},
): Promise<number> {
  const values = rows.map((row) => toRow(columnList, row));
  return insertRows(db, table, columnList, values, options);
}
