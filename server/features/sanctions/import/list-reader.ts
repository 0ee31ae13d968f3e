import { statSync } from "node:fs";
import { basename, join } from "node:path";
import { findFile, readDataBytes } from "../../../lib/data-files.ts";
import { ListFileError, type ParsedList } from "../sanction-entry.ts";
import type { ListFile } from "../parse/list-file.ts";
import { parseOfac } from "../parse/ofac-csv.ts";
import { parseBisDpl } from "../parse/bis-dpl.ts";
import { parseUnXml } from "../parse/un-xml.ts";
import { parseEuFsf } from "../parse/eu-fsf.ts";
import { parseUkOfsi } from "../parse/uk-ofsi.ts";

/** The formats the importer reads, and the list each one fills. */
export const FORMATS = {
  "ofac-sdn": { listId: "ofac-sdn", files: ["sdn.csv", "add.csv", "alt.csv", "sdn_comments.csv"] },
  "ofac-cons": { listId: "ofac-cons", files: ["cons_prim.csv", "cons_add.csv", "cons_alt.csv", "cons_comments.csv"] },
  "bis-dpl": { listId: "bis-dpl", files: ["dpl.txt"] },
  un: { listId: "un-sc", files: ["consolidated.xml"] },
  eu: { listId: "eu-fsf", files: ["sanctions.csv"] },
  uk: { listId: "uk-ofsi", files: ["ConList.csv"] },
} as const;

export type ListFormat = keyof typeof FORMATS;

export function isListFormat(value: string): value is ListFormat {
  return value in FORMATS;
}

/** Reads one file (gunzipped when `.gz`) with its modification date. */
export function readListFile(path: string, name = basename(path).replace(/\.gz$/, "")): ListFile {
  try {
    return { name, bytes: readDataBytes(path), modifiedOn: statSync(path).mtime.toISOString().slice(0, 10) };
  } catch (error) {
    throw new ListFileError(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function optional(dir: string, name: string): ListFile | undefined {
  const path = findFile(join(dir, name));
  return path ? readListFile(path, name) : undefined;
}

function required(dir: string, name: string): ListFile {
  const file = optional(dir, name);
  if (!file) throw new ListFileError(`${join(dir, name)} (or .gz) not found`);
  return file;
}

export type ListSource = {
  format: ListFormat;
  dir?: string | undefined;
  file?: string | undefined;
  version?: string | null | undefined;
};

/**
 * Client + mapper: reads a list's files in their original format and maps them to entries.
 * OFAC takes a folder (the main file is required, addresses, aliases and comments optional);
 * the other formats take one file, or a folder holding it under its usual download name.
 */
export function readList(source: ListSource): ParsedList {
  const version = source.version ?? null;
  const spec = FORMATS[source.format];
  if (source.format === "ofac-sdn" || source.format === "ofac-cons") {
    if (!source.dir) throw new ListFileError(`--dir is required for ${source.format}`);
    const [main, add, alt, comments] = spec.files;
    const files = {
      main: required(source.dir, main),
      add: optional(source.dir, add as string),
      alt: optional(source.dir, alt as string),
      comments: optional(source.dir, comments as string),
    };
    return parseOfac(spec.listId, files, version);
  }
  const path = source.file ?? (source.dir ? findFile(join(source.dir, spec.files[0])) : null);
  if (!path) throw new ListFileError(`give --file (or --dir holding ${spec.files[0]}) for ${source.format}`);
  const file = readListFile(path);
  if (source.format === "bis-dpl") return parseBisDpl(file, version);
  if (source.format === "un") return parseUnXml(file, version);
  if (source.format === "eu") return parseEuFsf(file, version);
  return parseUkOfsi(file, version);
}
