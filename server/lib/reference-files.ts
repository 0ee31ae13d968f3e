import { sql, type Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import { bulkInsert, type BulkColumn } from "../db/bulk-insert.ts";
import { dataPath, readDataBytes } from "./data-files.ts";
import { parseCsv, type CsvRecord } from "./csv.ts";
import { decodeText } from "./text-decode.ts";

/** A bundled reference file under `data/reference/`. */
export function referencePath(name: string): string {
  return dataPath("reference", name);
}

export type CsvTable = { header: string[]; rows: CsvRecord[] };

/**
 * Reads a bundled CSV into its header and records. Reference files are trusted (they are shipped
 * with the code and checked by tests), so a damaged one stops the load instead of being skipped.
 */
export function readCsvTable(path: string, delimiter = ","): CsvTable {
  const { text } = decodeText(readDataBytes(path), path);
  const { records, damaged } = parseCsv(text, { delimiter });
  if (damaged.length > 0) throw new Error(`${path}: line ${damaged[0]?.line}: ${damaged[0]?.reason}`);
  const [head, ...rows] = records;
  if (!head) throw new Error(`${path}: the file is empty`);
  return { header: head.fields.map((h) => h.trim()), rows };
}

/** Reads the named columns of each record; fails loudly when the file lacks one of them. */
export function columnsOf<const K extends string>(
  table: CsvTable,
  path: string,
  names: readonly K[],
): (row: CsvRecord) => Record<K, string> {
  const positions = names.map((name) => {
    const i = table.header.indexOf(name);
    if (i === -1) throw new Error(`${path}: column "${name}" is missing`);
    return i;
  });
  return (row) => {
    const out = {} as Record<K, string>;
    names.forEach((name, n) => {
      // Non-breaking spaces stand for "no value" in the country-codes file.
      out[name] = (row.fields[positions[n] as number] ?? "").replace(/\u00a0/g, " ").trim();
    });
    return out;
  };
}

/** Empty text as null. */
export function nullable(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

/** A whole number, or null when empty or not a number. */
export function integerOrNull(value: string | undefined): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

/** Replaces a table's rows with the new ones inside the loader's transaction. */
export async function replaceRows(
  trx: Transaction<DB>,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
  progress?: (done: number) => void,
): Promise<number> {
  await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
  return bulkInsert(trx, table, columns, rows, progress ? { onBatch: progress } : {});
}
