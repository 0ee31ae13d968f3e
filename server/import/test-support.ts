import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { crc32, deflateRawSync, gzipSync } from "node:zlib";
import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { openTestDatabase } from "../test/test-app.ts";
import { parseCsv } from "../lib/csv-rows.ts";
import { runImportCommand } from "./import-command.ts";

/** A file of tests/fixtures/: small real files cut from the catalogue, shipped so that their tests always run. */
export function fixture(...parts: string[]): string {
  return join(import.meta.dirname, "..", "..", "tests", "fixtures", ...parts);
}

/**
 * A test database and a scratch folder for one test file, and `run(...argv)`: the `import` command
 * as an operator runs it, returning its exit status and what it printed. `failAfterChunks` stops the
 * run after that many committed chunks, as a kill would.
 */
export async function importHarness() {
  const database = await openTestDatabase();
  const work = mkdtempSync(join(tmpdir(), "import-test-"));
  const run = async (argv: string[], failAfterChunks?: number) => {
    let out = "";
    const stderr = { write: (s: string) => ((out += s), true) };
    const status = await runImportCommand(argv, {
      database,
      dataDir: work,
      stderr,
      ...(failAfterChunks !== undefined ? { failAfterChunks } : {}),
    });
    return { status, out };
  };
  return {
    database,
    db: database.db,
    work,
    run,
    /** A path in the scratch folder. */
    path: (name: string) => join(work, name),
    dispose: async () => {
      await database.dispose();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Every row of a table (optionally only some), ordered by every column: compare states before and after. */
export async function tableRows(db: Kysely<DB>, table: string, where = "true"): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<
    Record<string, unknown>
  >`SELECT * FROM ${sql.table(table)} WHERE ${sql.raw(where)}`.execute(db);
  return rows
    .map((row) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

export async function countRows(db: Kysely<DB>, table: string, where = "true"): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.raw(
    where,
  )}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The lines of the rejected-rows report the command printed the path of ("report: <path>"). */
export function reportLines(out: string): string[] {
  const path = /report: (\S+)/.exec(out)?.[1];
  if (!path) throw new Error(`no report in:\n${out}`);
  return readFileSync(path, "utf8").trimEnd().split("\n");
}

// Broken copies of a real file, for the "corrupted input" tests.

/** The first `fraction` of the file's bytes, cut in the middle of a line (a broken download). */
export function truncatedCopy(source: string, target: string, fraction = 0.6): string {
  const bytes = readFileSync(source);
  let end = Math.floor(bytes.length * fraction);
  while (end > 1 && (bytes[end - 1] === 0x0a || bytes[end] === 0x0a)) end--;
  writeFileSync(target, bytes.subarray(0, end));
  return target;
}

/** The file re-encoded as UTF-16 LE with a byte-order mark (what some spreadsheet tools save). */
export function utf16Copy(source: string, target: string): string {
  writeFileSync(
    target,
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(readFileSync(source, "utf8"), "utf16le")]),
  );
  return target;
}

/** Bytes that are not UTF-8 (a Latin-1 "é", 0xE9) inserted at the end of each given 1-based line. */
export function invalidBytesCopy(source: string, target: string, lines: readonly number[]): string {
  const parts = readFileSync(source, "latin1").split("\n");
  for (const line of lines) parts[line - 1] = `${parts[line - 1]?.replace(/\r$/, "")}\u00e9`;
  writeFileSync(target, Buffer.from(parts.join("\n"), "latin1"));
  return target;
}

/** Copies of the given 1-based lines appended at the end of the file (duplicate rows). */
export function duplicateLinesCopy(source: string, target: string, lines: readonly number[]): string {
  const text = readFileSync(source, "utf8");
  const parts = text.split("\n");
  const extra = lines.map((line) => parts[line - 1]).join("\n");
  writeFileSync(target, `${text.endsWith("\n") ? text : `${text}\n`}${extra}\n`);
  return target;
}

/** A CSV file without the named column, in the header and in every row. */
export function withoutColumnCopy(source: string, target: string, column: string, separator = ","): string {
  const [header = [], ...rows] = parseCsv(readFileSync(source, "utf8"), separator);
  const index = header.indexOf(column);
  if (index < 0) throw new Error(`${source}: no column ${column}`);
  const quote = (cell: string) =>
    /[",\n\r]/.test(cell) || cell.includes(separator) ? `"${cell.replace(/"/g, '""')}"` : cell;
  const line = (cells: string[]) =>
    cells
      .filter((_, i) => i !== index)
      .map(quote)
      .join(separator);
  writeFileSync(target, `${[header, ...rows].map(line).join("\n")}\n`);
  return target;
}

/** The file gzipped (`.gz`). */
export function gzipCopy(source: string, target: string): string {
  writeFileSync(target, gzipSync(readFileSync(source)));
  return target;
}

/** The file as the only entry of a zip archive (deflated), as GLEIF and the SEC ship theirs. */
export function zipCopy(source: string, target: string): string {
  const data = readFileSync(source);
  const packed = deflateRawSync(data);
  const name = Buffer.from(basename(source));
  const fields = (size: number, values: [number, number][]) => {
    const header = Buffer.alloc(size);
    for (const [offset, value] of values) {
      if (offset < 0) header.writeUInt16LE(value, -offset);
      else header.writeUInt32LE(value, offset);
    }
    return header;
  };
  // [offset, value]: a negative offset is a 2-byte field, a positive one a 4-byte field.
  const common: [number, number][] = [
    [-8, 8],
    [14, crc32(data)],
    [18, packed.length],
    [22, data.length],
    [-26, name.length],
  ];
  const local = fields(30, [[0, 0x04034b50], [-4, 20], ...common]);
  const central = fields(46, [
    [0, 0x02014b50],
    [-4, 20],
    [-6, 20],
    ...common.map(([o, v]): [number, number] => [o < 0 ? o - 2 : o + 2, v]),
    [42, 0],
  ]);
  const centralStart = local.length + name.length + packed.length;
  const end = fields(22, [
    [0, 0x06054b50],
    [-8, 1],
    [-10, 1],
    [12, central.length + name.length],
    [16, centralStart],
  ]);
  writeFileSync(target, Buffer.concat([local, name, packed, central, name, end]));
  return target;
}
