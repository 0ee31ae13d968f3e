import { parseCsv, type CsvRecord } from "../../../lib/csv.ts";
import { decodeText, EncodingError } from "../../../lib/text-decode.ts";
import { ListFileError, type Reject } from "../sanction-entry.ts";

/** A list file as read from disk (already gunzipped). */
export type ListFile = { name: string; bytes: Uint8Array; modifiedOn: string | null };

export type ReadCsv = { records: CsvRecord[]; rejects: Reject[]; endMarker: boolean; isComplete: boolean };

/** Decodes a list file, turning an encoding problem into a file-level error the CLI reports. */
export function decodeListFile(file: ListFile): { text: string; endMarker: boolean } {
  try {
    return decodeText(file.bytes, file.name);
  } catch (error) {
    if (error instanceof EncodingError) throw new ListFileError(error.message);
    throw error;
  }
}

/** Parses a CSV list file; a record left open by a truncated file becomes a reject with its line. */
export function readListCsv(file: ListFile, delimiter = ","): ReadCsv {
  const { text, endMarker } = decodeListFile(file);
  const { records, damaged } = parseCsv(text, { delimiter });
  const rejects = damaged.map((d) => ({
    file: file.name,
    line: d.line,
    reason: d.reason,
    excerpt: d.excerpt,
    kind: "error" as const,
  }));
  const endsWithNewline = /[\r\n]\s*$/.test(text);
  return { records, rejects, endMarker, isComplete: damaged.length === 0 && (endMarker || endsWithNewline) };
}

/** The text of a CSV field, trimmed; OFAC's `-0-` and empty cells are null. */
export function cell(value: string | undefined): string | null {
  const v = (value ?? "").trim();
  return v === "" || v === "-0-" ? null : v;
}

/** A reject for a record, with the record's raw text as the excerpt. */
export function rejectRecord(
  file: string,
  record: CsvRecord,
  reason: string,
  delimiter = ",",
  kind: Reject["kind"] = "error",
): Reject {
  const raw = record.fields.join(delimiter).replace(/\s+/g, " ").trim();
  return { file, line: record.line, reason, excerpt: raw.length > 120 ? `${raw.slice(0, 119)}…` : raw, kind };
}

/** Rejects that block removing entries a file no longer has (duplicates do not). */
export function hasErrors(rejects: readonly Reject[]): boolean {
  return rejects.some((r) => r.kind === "error");
}

/** Tracks the first line each key was seen on, to report duplicates. */
export function duplicateTracker(): (key: string, line: number) => number | null {
  const seen = new Map<string, number>();
  return (key, line) => {
    const first = seen.get(key);
    if (first !== undefined) return first;
    seen.set(key, line);
    return null;
  };
}
