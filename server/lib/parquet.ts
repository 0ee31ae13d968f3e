import { readFileSync } from "node:fs";
import { zstdDecompressSync } from "node:zlib";
import { parquetReadObjects } from "hyparquet";

/** Every row of a Parquet file as an object (ZSTD pages decompressed with Node's zlib). */
export async function readParquetObjects(path: string): Promise<Record<string, unknown>[]> {
  const bytes = readFileSync(path);
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return (await parquetReadObjects({
    file,
    compressors: { ZSTD: (input: Uint8Array) => new Uint8Array(zstdDecompressSync(input)) },
  })) as Record<string, unknown>[];
}
