import { Readable } from "node:stream";
import { createInflateRaw, gunzipSync, inflateRawSync } from "node:zlib";

export type ZipEntry = { name: string; method: number; data: Buffer };

/** The entries of a ZIP archive (still compressed), from its central directory. */
export function zipEntries(buffer: Buffer): ZipEntry[] {
  const entries: ZipEntry[] = [];
  // The end-of-central-directory record is in the last 64 KiB + 22 bytes.
  let eocd = buffer.length - 22;
  while (eocd >= 0 && buffer.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error("not a zip file (or cut short: no central directory)");
  const count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  for (let n = 0; n < count; n++) {
    if (buffer.readUInt32LE(offset) !== 0x02014b50) throw new Error("bad zip central directory");
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localOffset = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString("utf8", offset + 46, offset + 46 + nameLength);
    const localStart = localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
    entries.push({ name, method, data: buffer.subarray(localStart, localStart + compressedSize) });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's bytes as a stream (stored or deflated), for entries too large to inflate at once. */
export function zipEntryStream(entry: ZipEntry): Readable {
  if (entry.method === 0) return Readable.from([entry.data]);
  if (entry.method !== 8)
    throw new Error(`zip entry ${entry.name}: compression method ${entry.method} is not supported`);
  const inflate = createInflateRaw();
  inflate.end(entry.data);
  return inflate;
}

/** The files of a ZIP archive (stored or deflated entries), by name. Enough for SEC and ECB zips. */
export function readZip(buffer: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of zipEntries(buffer)) {
    if (entry.method === 0) files.set(entry.name, Buffer.from(entry.data));
    else if (entry.method === 8) files.set(entry.name, inflateRawSync(entry.data));
    else throw new Error(`zip entry ${entry.name}: compression method ${entry.method} is not supported`);
  }
  return files;
}

/** The regular files of a (gzipped) POSIX tar archive, by path. */
export function readTar(buffer: Buffer): Map<string, Buffer> {
  const tar = buffer[0] === 0x1f && buffer[1] === 0x8b ? gunzipSync(buffer) : buffer;
  const files = new Map<string, Buffer>();
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      header
        .toString("utf8", start, start + length)
        .replace(/\0.*$/s, "")
        .trim();
    const size = parseInt(field(124, 12) || "0", 8);
    const type = field(156, 1) || "0";
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = undefined;
    const body = tar.subarray(offset + 512, offset + 512 + size);
    if (type === "L") longName = body.toString("utf8").replace(/\0.*$/s, "");
    else if (type === "0") files.set(name.replace(/^\.\//, ""), Buffer.from(body));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
