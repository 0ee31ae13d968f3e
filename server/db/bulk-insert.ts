import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "./schema.ts";

/** PostgreSQL array types the bulk loader can bind. */
export type ColumnType =
  "text" | "int" | "bigint" | "float8" | "numeric" | "bool" | "date" | "timestamptz" | "jsonb" | "text[]";

export type BulkColumn = { name: string; type: ColumnType };

/** The array type each column type travels as in an `unnest` insert. */
export const ARRAY_OF: Record<ColumnType, string> = {
  text: "text[]",
  int: "int[]",
  bigint: "bigint[]",
  float8: "float8[]",
  numeric: "numeric[]",
  bool: "bool[]",
  date: "date[]",
  timestamptz: "timestamptz[]",
  jsonb: "jsonb[]",
  // A text[] column goes over the wire as JSON text and is turned back into an array in SQL.
  "text[]": "jsonb[]",
};

/**
 * Inserts many rows with one statement per batch: each column travels as one array parameter and
 * `unnest` turns them back into rows. About 20x faster than row-by-row inserts on PGlite and the
 * same SQL on PostgreSQL. `conflict` is appended verbatim (e.g. `ON CONFLICT (id) DO NOTHING`).
 */
export async function bulkInsert(
  db: Kysely<DB> | Transaction<DB>,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
  options: { batchSize?: number; conflict?: string; onBatch?: (done: number) => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 5000;
  let written = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params = columns.map((column, i) =>
      batch.map((row) => {
        const value = row[i];
        if (value === undefined || value === null) return null;
        if (column.type === "jsonb" || column.type === "text[]") return JSON.stringify(value);
        return value;
      }),
    );
    const selects = columns.map((column, i) =>
      column.type === "text[]"
        ? sql`ARRAY(SELECT jsonb_array_elements_text(c${sql.raw(String(i))}))`
        : sql`c${sql.raw(String(i))}`,
    );
    const unnests = columns.map((column, i) => sql`${params[i]}::${sql.raw(ARRAY_OF[column.type])}`);
    const aliases = columns.map((_, i) => sql.raw(`c${i}`));
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c.name)))})
      SELECT ${sql.join(selects)} FROM unnest(${sql.join(unnests)}) AS u(${sql.join(aliases)})
      ${sql.raw(options.conflict ?? "")}`.execute(db);
    written += batch.length;
    options.onBatch?.(written);
  }
  return written;
}
