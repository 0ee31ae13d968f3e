import { statSync } from "node:fs";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { basename } from "node:path";
import { parseCsv } from "../../lib/csv-rows.ts";
import { csvRecords } from "../../import/csv.ts";
import { textLines } from "../../import/input.ts";
import { ImportFileError, type SourceItem } from "../../import/record-format.ts";

/**
 * Header mapping for the trade importers' CSV files: each field of ours accepts several header
 * spellings (the layouts operators meet in practice), compared without case, spaces or punctuation
 * ("Reporter ISO" = "reporterISO" = "reporter_iso").
 */
export type ColumnSpec = { aliases: readonly string[]; required?: boolean };

export const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** A row keyed by the file's header, read through our field names ("" when the file lacks the column). */
export type Cells<F extends string> = { get: (field: F) => string; has: (field: F) => boolean };

export type HeaderMap<F extends string> = { names: Map<F, string>; missing: string[] };

/** Our fields to the file's header names; the required fields it lacks, with the spellings accepted. */
export function mapHeader<F extends string>(header: readonly string[], spec: Record<F, ColumnSpec>): HeaderMap<F> {
  const byKey = new Map<string, string>();
  for (const name of header) if (!byKey.has(headerKey(name))) byKey.set(headerKey(name), name.trim());
  const names = new Map<F, string>();
  const missing: string[] = [];
  for (const field of Object.keys(spec) as F[]) {
    const { aliases, required } = spec[field];
    const found = aliases.map((alias) => byKey.get(headerKey(alias))).find((name) => name !== undefined);
    if (found !== undefined) names.set(field, found);
    else if (required) missing.push(`${field} (${aliases.map((a) => `"${a}"`).join(" or ")})`);
  }
  return { names, missing };
}

export function cellsOf<F extends string>(names: ReadonlyMap<F, string>, row: Record<string, string>): Cells<F> {
  return {
    get: (field) => {
      const name = names.get(field);
      return name === undefined ? "" : (row[name] ?? "").trim();
    },
    has: (field) => names.has(field),
  };
}

/** The header line of a CSV file (the first non-blank line), or undefined when there is none. */
async function headerOf(path: string, separator: string): Promise<string[] | undefined> {
  for await (const line of textLines(path)) {
    if ("reject" in line) throw new ImportFileError(`${basename(path)}: the header line is not UTF-8`);
    if (line.text.trim() !== "") return (parseCsv(line.text, separator)[0] ?? []).map((c) => c.trim());
  }
  return undefined;
}

/**
 * Streams a CSV file whose columns are found by their accepted spellings. The file is refused
 * whole (ImportFileError) when a required field has no column, or when `check` finds a problem
 * with the header; each row goes through `map` (a record, or the reason to reject the row).
 */
export async function* aliasedCsvRecords<F extends string, R>(
  path: string,
  options: {
    spec: Record<F, ColumnSpec>;
    separator?: string;
    check?: (names: ReadonlyMap<F, string>) => string[];
    map: (cells: Cells<F>) => R | string;
  },
): AsyncIterable<SourceItem<R>> {
  const separator = options.separator ?? ",";
  const header = await headerOf(path, separator);
  if (!header) throw new ImportFileError(`${basename(path)}: the file is empty`);
  const { names, missing } = mapHeader(header, options.spec);
  missing.push(...(options.check?.(names) ?? []));
  if (missing.length > 0) {
    throw new ImportFileError(
      `${basename(path)}: missing required columns: ${missing.join("; ")} (header: ${header.join(separator).slice(0, 200)})`,
    );
  }
  yield* csvRecords(path, {
    separator,
    required: [...names.values()],
    map: (row) => options.map(cellsOf(names, row)),
  });
}

/** A decimal number as written in the files ("1234.5", "1,234.5", " 12 "); null when empty or "NA". */
export function decimalOf(text: string): number | null | "invalid" {
  const plain = text.replace(/,/g, "").trim();
  if (plain === "" || /^(na|n\/a|null|nan)$/i.test(plain)) return null;
  const n = Number(plain);
  return Number.isFinite(n) ? n : "invalid";
}

/** An HS code of 2, 4 or 6 digits from "8471.30", "847130", "8471 30 00" or a code that lost its leading 0. */
export function hsCodeOf(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, "");
  if (!/^\d{1,10}$/.test(digits)) return null;
  // Codes read as numbers lose their leading zero: 10121 is 010121 (live horses).
  const padded = digits.length % 2 === 1 ? `0${digits}` : digits;
  return padded.slice(0, Math.min(6, padded.length));
}

/** An input's data version: --version when given, else a date in its file name (2024-03-05, 20240305), else its modification date. */
export function versionOf(path: string, given: string | undefined): string {
  if (given) return given;
  const stamp = /(\d{4})-?(\d{2})-?(\d{2})/.exec(basename(path));
  if (stamp) return `${stamp[1]}-${stamp[2]}-${stamp[3]}`;
  return statSync(path).mtime.toISOString().slice(0, 10);
}

/**
 * Refreshes a table's planner statistics once the rows changed since the last ANALYZE outnumber
 * the rows it counted then (autovacuum's rule, applied before each chunk, as autovacuum does not run
 * inside PGlite and lags behind an import): a table that grows during an import is otherwise
 * planned as if nearly empty, and the chunk's key lookups turn into scans of the whole table.
 */
export async function analyzeAsItGrows(trx: Transaction<DB>, table: "trade_flows" | "shipments"): Promise<void> {
  const { rows } = await sql<{ stale: boolean }>`SELECT n_mod_since_analyze > greatest(1000, c.reltuples) AS stale
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.relid = ${table}::regclass`.execute(trx);
  if (rows[0]?.stale) await sql`ANALYZE ${sql.table(table)}`.execute(trx);
}
