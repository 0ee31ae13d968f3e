import { createWriteStream, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { once } from "node:events";
import { createGzip, gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import type { Writable } from "node:stream";

/**
 * Tab-separated values in PostgreSQL COPY text format: one header line, `\N` for NULL, and
 * backslash escapes for tab, newline, carriage return and backslash. Gzipped when the file name
 * ends in `.gz`. The compact format of every shipped and generated data file.
 */
export type Cell = string | number | boolean | null | undefined;

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };
const UNESCAPES: Record<string, string> = { "\\": "\\", t: "\t", n: "\n", r: "\r" };

const SPECIAL = /[\\\t\n\r]/;

export function encodeCell(value: Cell): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  return SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c) : value;
}

export function decodeCell(text: string): string | null {
  if (text === "\\N") return null;
  if (!text.includes("\\")) return text;
  return text.replace(/\\(.)/g, (_, c: string) => UNESCAPES[c] ?? c);
}

export function encodeLine(cells: readonly Cell[]): string {
  let line = "";
  for (let i = 0; i < cells.length; i++) line += (i ? "\t" : "") + encodeCell(cells[i]);
  return line + "\n";
}

export function decodeLine(line: string): (string | null)[] {
  return line.split("\t").map(decodeCell);
}

/** A streaming writer; `write` respects back-pressure, `close` resolves when the file is complete. */
/** Fast compression: generated files are written once and read once. */
const GZIP_LEVEL = 3;

export type TsvWriter = {
  write: (cells: readonly Cell[]) => Promise<void>;
  close: () => Promise<void>;
  rows: () => number;
};

export function openTsvWriter(path: string, header: readonly string[]): TsvWriter {
  mkdirSync(dirname(path), { recursive: true });
  const file = createWriteStream(path);
  let out: Writable = file;
  if (path.endsWith(".gz")) {
    // Fixed level and no file name or time in the header: the same rows give the same bytes.
    const gzip = createGzip({ level: GZIP_LEVEL });
    gzip.pipe(file);
    out = gzip;
  }
  let count = 0;
  let pending = "";
  const flush = async () => {
    if (!pending) return;
    const chunk = pending;
    pending = "";
    if (!out.write(chunk)) await once(out, "drain");
  };
  pending = header.join("\t") + "\n";
  return {
    write: async (cells) => {
      pending += encodeLine(cells);
      count++;
      if (pending.length > 1 << 16) await flush();
    },
    close: async () => {
      await flush();
      out.end();
      await once(file, "close");
    },
    rows: () => count,
  };
}

/** Reads a whole (small) TSV file at once: header and rows of cells. */
export function readTsvSync(path: string): { header: string[]; rows: (string | null)[][] } {
  const raw = readFileSync(path);
  const text = (path.endsWith(".gz") ? gunzipSync(raw) : raw).toString("utf8");
  const lines = text.split("\n").filter((line) => line !== "");
  const [first = "", ...rest] = lines;
  return { header: first.split("\t"), rows: rest.map(decodeLine) };
}

/** Small TSV files as objects keyed by the header. */
export function readTsvObjects(path: string): Record<string, string | null>[] {
  const { header, rows } = readTsvSync(path);
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? null])));
}
