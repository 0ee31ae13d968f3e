import { createHash } from "node:crypto";
import { createReadStream, readdirSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { createGunzip, createInflateRaw } from "node:zlib";
import { ImportFileError } from "./record-format.ts";

/**
 * Reading an import's input: files as streams (a `.gz` or single-entry `.zip` is decompressed on
 * the fly, as GLEIF ships its golden copies), line by line with line numbers, with the bytes read so
 * far for the progress bar, and the content hash that identifies an input across runs.
 */

/** The files of an input: the file itself, or the regular files of a folder (sorted, not recursive). */
export function inputFiles(input: string): string[] {
  const path = resolve(input);
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile());
}

/** SHA-256 of the input's bytes (a folder: each file's name and bytes, in name order). Streams. */
export async function contentHash(input: string): Promise<string> {
  const hash = createHash("sha256");
  const dir = statSync(input).isDirectory();
  for (const file of inputFiles(input)) {
    if (dir) hash.update(`\0${file.slice(resolve(input).length + 1)}\0`);
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  }
  return hash.digest("hex");
}

const bytesByFile = new Map<string, number>();

/** Raw (compressed) bytes read so far from the input's files, and their total size. */
export function inputProgress(input: string): { read: number; total: number } {
  const root = resolve(input);
  let read = 0;
  for (const [file, n] of bytesByFile) if (file === root || file.startsWith(root + sep)) read += n;
  const total = inputFiles(input).reduce((sum, file) => sum + statSync(file).size, 0);
  return { read, total };
}

async function* countedBytes(path: string): AsyncIterable<Buffer> {
  const file = resolve(path);
  bytesByFile.set(file, 0);
  for await (const chunk of createReadStream(file)) {
    bytesByFile.set(file, (bytesByFile.get(file) ?? 0) + (chunk as Buffer).length);
    yield chunk as Buffer;
  }
}

/** The first entry of a zip archive, inflated as it streams (the local header is enough). */
async function* firstZipEntry(raw: AsyncIterable<Buffer>, path: string): AsyncIterable<Buffer> {
  const iterator = raw[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  const need = async (n: number) => {
    while (head.length < n) {
      const next = await iterator.next();
      if (next.done) throw new ImportFileError(`${path}: not a zip archive, or cut short`);
      head = Buffer.concat([head, next.value]);
    }
  };
  await need(30);
  if (head.readUInt32LE(0) !== 0x04034b50) throw new ImportFileError(`${path}: not a zip archive`);
  const method = head.readUInt16LE(8);
  const start = 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
  if (method !== 8) throw new ImportFileError(`${path}: zip compression method ${method} is not supported (unzip it)`);
  await need(start);
  const inflate = createInflateRaw();
  const feed = async () => {
    inflate.write(head.subarray(start));
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      if (!inflate.write(next.value)) await new Promise((done) => inflate.once("drain", done));
    }
    inflate.end();
  };
  feed().catch((error: unknown) => inflate.destroy(error as Error));
  for await (const chunk of inflate) yield chunk as Buffer;
}

/** The decompressed bytes of one input file. Damaged compressed data surfaces as an error while reading. */
export function openInput(path: string): AsyncIterable<Buffer> {
  const raw = countedBytes(path);
  if (/\.gz$/i.test(path)) return Readable.from(raw).pipe(createGunzip());
  if (/\.zip$/i.test(path)) return firstZipEntry(raw, path);
  return raw;
}

/** Throws when the first bytes show an encoding other than UTF-8 (UTF-16/32 with or without BOM). */
export function checkUtf8Start(first: Buffer, path: string): void {
  const utf16 =
    (first[0] === 0xff && first[1] === 0xfe) ||
    (first[0] === 0xfe && first[1] === 0xff) ||
    (first.length >= 4 && (first[0] === 0 || first[1] === 0) && first.subarray(0, 64).includes(0));
  if (utf16) throw new ImportFileError(`${path}: the file is UTF-16 (or UTF-32), not UTF-8: convert it to UTF-8`);
}

export type TextLine = { line: number; text: string; unterminated: boolean } | { line: number; reject: string };

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The lines of a text file, numbered from 1, each decoded as UTF-8 on its own: a line with bytes
 * that are not UTF-8 comes as a reject (the other lines still count). The last line says whether it
 * ended with a newline (a file cut mid-line does not).
 */
export async function* textLines(path: string): AsyncIterable<TextLine> {
  let pending = Buffer.alloc(0);
  let line = 0;
  const decode = (bytes: Buffer): TextLine => {
    line++;
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    try {
      let text = utf8.decode(bytes.subarray(0, end));
      if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      return { line, text, unterminated: false };
    } catch {
      return { line, reject: "bytes that are not UTF-8 (the file must be UTF-8)" };
    }
  };
  let first = true;
  for await (const chunk of openInput(path)) {
    if (first) checkUtf8Start(chunk, path);
    first = false;
    let data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (let nl = data.indexOf(0x0a); nl >= 0; nl = data.indexOf(0x0a)) {
      yield decode(data.subarray(0, nl));
      data = data.subarray(nl + 1);
    }
    pending = Buffer.from(data);
  }
  if (pending.length > 0) {
    const last = decode(pending);
    yield "text" in last ? { ...last, unterminated: true } : last;
  }
}
