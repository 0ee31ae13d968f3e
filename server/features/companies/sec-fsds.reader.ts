import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { zipEntries, zipEntryStream } from "../../lib/archive.ts";
import { decodeLine } from "../../lib/tsv.ts";
import { MAPPED_TAGS } from "./sec-fsds.mapping.ts";

/**
 * The one reader of SEC Financial Statement Data Sets, for the first-start loader (the compact
 * copies under data/financials/) and the importer (SEC's zip, or a folder with its sub.txt and
 * num.txt): streams sub and num line by line, keeps the facts the mapping uses (whole entity: no
 * segments, no co-registrant), and groups them by filing.
 */
export type FsdsRow = Record<string, string | null>;
/** A filing and its facts; `incomplete` says why its facts cannot be trusted (a damaged num.txt). */
export type FsdsFiling = { sub: FsdsRow; facts: FsdsRow[]; file: string; line: number; incomplete?: string };
/** `first`: the row's first field (the filing's adsh) when it could be read. */
export type FsdsReject = { file: string; line: number; reason: string; truncated?: boolean; first?: string };

type Table = { file: string; open: () => Readable; compact: boolean };
export type FsdsSet = { sub: Table; num: Table };

/** Raised when the input is not an FSDS set (no sub.txt/num.txt, required columns missing, not a zip). */
export class FsdsFileError extends Error {}

const SUB_REQUIRED = ["adsh", "cik", "name", "form", "period", "fy", "fp", "filed"];
const NUM_REQUIRED = ["adsh", "tag", "ddate", "qtrs", "uom", "value"];

/** SEC's quarterly (or daily) zip, or a folder holding its sub.txt and num.txt. */
export function fsdsSet(input: string): FsdsSet {
  const name = basename(input);
  if (statSync(input).isDirectory()) {
    const table = (file: string): Table => {
      const path = join(input, file);
      if (!existsSync(path)) throw new FsdsFileError(`${name}: the folder has no ${file}`);
      return { file, open: () => createReadStream(path), compact: false };
    };
    return { sub: table("sub.txt"), num: table("num.txt") };
  }
  let entries;
  try {
    entries = zipEntries(readFileSync(input));
  } catch (error) {
    throw new FsdsFileError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const table = (file: string): Table => {
    const entry = entries.find((e) => e.name === file || e.name.endsWith(`/${file}`));
    if (!entry) throw new FsdsFileError(`${name}: the zip has no ${file}`);
    return { file: `${name}/${file}`, open: () => zipEntryStream(entry), compact: false };
  };
  return { sub: table("sub.txt"), num: table("num.txt") };
}

/** The compact copies the converter writes (data/financials/sec-fsds-<quarter>-{sub,num}.tsv.gz). */
export function compactFsdsSet(subPath: string, numPath: string): FsdsSet {
  const table = (path: string): Table => ({
    file: basename(path),
    open: () => createReadStream(path).pipe(createGunzip()),
    compact: true,
  });
  return { sub: table(subPath), num: table(numPath) };
}

type Line = { line: number; row: FsdsRow } | FsdsReject;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The rows of one table, keyed by its header: raw FSDS text (empty = none) or the compact TSV (\N). */
async function* tableRows(table: Table, required: readonly string[]): AsyncIterable<Line> {
  let header: string[] | undefined;
  let line = 0;
  const parse = (bytes: Buffer, ended: boolean): Line | undefined => {
    line++;
    const tab = bytes.indexOf(0x09);
    const first = tab > 0 ? { first: bytes.subarray(0, tab).toString("latin1") } : {};
    let text: string;
    try {
      text = utf8.decode(bytes.at(-1) === 0x0d ? bytes.subarray(0, -1) : bytes);
    } catch {
      if (!header)
        throw new FsdsFileError(`${table.file}: the header is not UTF-8 text (UTF-16? save the file as UTF-8)`);
      return { file: table.file, line, reason: "bytes that are not UTF-8 (the file must be UTF-8)", ...first };
    }
    if (!header) {
      header = text.replace(/^\uFEFF/, "").split("\t");
      const missing = required.filter((name) => !header?.includes(name));
      if (missing.length > 0) throw new FsdsFileError(`${table.file}: missing required columns: ${missing.join(", ")}`);
      return undefined;
    }
    if (text === "") return undefined;
    const cells = table.compact ? decodeLine(text) : text.split("\t").map((cell) => (cell === "" ? null : cell));
    if (cells.length !== header.length) {
      return ended
        ? { file: table.file, line, reason: `${cells.length} fields where the header has ${header.length}`, ...first }
        : { file: table.file, line, reason: "the file ends in the middle of this row (truncated)", truncated: true };
    }
    const row: FsdsRow = {};
    header.forEach((name, i) => (row[name] = cells[i] ?? null));
    return { line, row };
  };
  let pending = Buffer.alloc(0);
  try {
    for await (const chunk of table.open()) {
      let data = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      for (let nl = data.indexOf(0x0a); nl >= 0; nl = data.indexOf(0x0a)) {
        const item = parse(data.subarray(0, nl), true);
        if (item) yield item;
        data = data.subarray(nl + 1);
      }
      pending = Buffer.from(data);
    }
  } catch (error) {
    if (error instanceof FsdsFileError) throw error;
    yield { file: table.file, line: line + 1, reason: `the file is damaged here (${String(error)})`, truncated: true };
    return;
  }
  if (pending.length > 0) {
    const item = parse(pending, false);
    if (item) yield item;
  }
  if (!header) throw new FsdsFileError(`${table.file}: the file is empty`);
}

const isNumber = (value: string | null | undefined) =>
  typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value));

/**
 * Every filing of a set with the facts the mapping uses. Rows that cannot be read (bad bytes,
 * wrong field count, a filing without CIK, a fact whose value is not a number) go to `reject` with
 * their file and line; the rest is read on. A filing one of whose facts was rejected is marked
 * incomplete, and every filing is when num.txt is cut short (SEC's num.txt is not ordered by filing).
 */
export async function readFsdsFilings(set: FsdsSet, reject: (r: FsdsReject) => void): Promise<FsdsFiling[]> {
  const facts = new Map<string, FsdsRow[]>();
  const factLine = new Map<string, number>();
  const incomplete = new Map<string, string>();
  let allIncomplete: string | undefined;
  for await (const item of tableRows(set.num, NUM_REQUIRED)) {
    if (!("row" in item)) {
      reject(item);
      const why = `${set.num.file} line ${item.line} was rejected`;
      if (item.truncated) allIncomplete = `${set.num.file} is cut short at line ${item.line}`;
      else if (item.first) incomplete.set(item.first, why);
      else allIncomplete ??= `${why} and names no filing`;
      continue;
    }
    const f = item.row;
    if (!MAPPED_TAGS.has(f.tag ?? "") || f.segments || f.coreg || f.value === null) continue;
    if (!isNumber(f.value)) {
      reject({ file: set.num.file, line: item.line, reason: `value "${f.value}" of ${f.tag} is not a number` });
      incomplete.set(f.adsh ?? "", `${set.num.file} line ${item.line} was rejected`);
      continue;
    }
    const id = [f.adsh, f.tag, f.version, f.ddate, f.qtrs, f.uom].join("|");
    const first = factLine.get(id);
    if (first !== undefined) {
      reject({ file: set.num.file, line: item.line, reason: `duplicate of line ${first} (${id})` });
      continue;
    }
    factLine.set(id, item.line);
    const list = facts.get(f.adsh ?? "") ?? [];
    list.push(f);
    facts.set(f.adsh ?? "", list);
  }
  const filings: FsdsFiling[] = [];
  const filingLine = new Map<string, number>();
  for await (const item of tableRows(set.sub, SUB_REQUIRED)) {
    if (!("row" in item)) {
      reject(item);
      continue;
    }
    const { adsh, cik, filed } = item.row;
    const problem = !adsh
      ? "the accession number (adsh) is empty"
      : !/^\d{1,10}$/.test(cik ?? "")
        ? `CIK "${cik ?? ""}" is not a number`
        : !/^\d{8}$/.test(filed ?? "")
          ? `filing date "${filed ?? ""}" is not YYYYMMDD`
          : filingLine.has(adsh)
            ? `duplicate of line ${filingLine.get(adsh)} (${adsh})`
            : undefined;
    if (problem) reject({ file: set.sub.file, line: item.line, reason: problem });
    else {
      filingLine.set(adsh as string, item.line);
      const damaged = allIncomplete ?? incomplete.get(adsh as string);
      filings.push({
        sub: item.row,
        facts: facts.get(adsh as string) ?? [],
        file: set.sub.file,
        line: item.line,
        ...(damaged ? { incomplete: damaged } : {}),
      });
    }
  }
  return filings;
}
