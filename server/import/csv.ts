import { basename } from "node:path";
import { parseCsv } from "../lib/csv-rows.ts";
import { textLines } from "./input.ts";
import { ImportFileError, type SourceItem } from "./record-format.ts";

export type CsvOptions<R> = {
  separator?: string;
  /** Columns the header must have; a file without them is rejected whole. */
  required: readonly string[];
  /** A row (keyed by the header) to a record, or the reason the row is rejected. */
  map: (row: Record<string, string>) => R | string;
};

/** A quoted field can hold newlines; a record longer than this many lines is a stray quote. */
const MAX_RECORD_LINES = 100;

const quotes = (text: string) => text.split('"').length - 1;

/**
 * Streams a CSV (or TSV) file as records: the line each row starts on, rows that do not fit the
 * header (field count, bad bytes, a row cut by truncation) as rejects with the reason.
 */
export async function* csvRecords<R>(path: string, options: CsvOptions<R>): AsyncIterable<SourceItem<R>> {
  const file = basename(path);
  const separator = options.separator ?? ",";
  let header: string[] | undefined;
  let start = 0;
  let parts: string[] = [];
  let open = 0;
  const row = (text: string, unterminated: boolean): SourceItem<R> | undefined => {
    const cells = parseCsv(text, separator)[0] ?? [];
    if (!header) {
      header = cells.map((c) => c.trim());
      const missing = options.required.filter((name) => !header?.includes(name));
      if (missing.length > 0) {
        throw new ImportFileError(
          `${file}: missing required columns: ${missing.join(", ")} (header: ${text.slice(0, 200)})`,
        );
      }
      return undefined;
    }
    if (cells.length !== header.length) {
      if (unterminated && cells.length < header.length) {
        return { file, line: start, reject: "the file ends in the middle of this row (truncated)", truncated: true };
      }
      return { file, line: start, reject: `${cells.length} fields where the header has ${header.length}` };
    }
    const names = header;
    const mapped = options.map(Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ""])));
    return typeof mapped === "string" ? { file, line: start, reject: mapped } : { file, line: start, record: mapped };
  };
  for await (const item of textLines(path)) {
    if ("reject" in item) {
      if (!header) throw new ImportFileError(`${file}: the header line is not UTF-8`);
      if (parts.length === 0) yield { file, line: item.line, reject: item.reject };
      else {
        yield { file, line: start, reject: `line ${item.line}: ${item.reject}` };
        parts = [];
        open = 0;
      }
      continue;
    }
    if (parts.length === 0) {
      if (item.text.trim() === "") continue;
      start = item.line;
    }
    parts.push(item.text);
    open += quotes(item.text);
    if (open % 2 === 1 && parts.length < MAX_RECORD_LINES) {
      if (item.unterminated) {
        yield { file, line: start, reject: "the file ends inside a quoted field (truncated)", truncated: true };
      }
      continue;
    }
    const text = parts.join("\n");
    const unbalanced = open % 2 === 1;
    parts = [];
    open = 0;
    if (unbalanced) {
      yield { file, line: start, reject: "unbalanced quotes" };
      continue;
    }
    const result = row(text, item.unterminated);
    if (result) yield result;
  }
  if (!header) throw new ImportFileError(`${file}: the file is empty`);
}
