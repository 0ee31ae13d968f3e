import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";

/** The repository's bundled data folder (`data/`). */
export const DATA_ROOT = join(import.meta.dirname, "..", "..", "data");

/**
 * The folder of raw open-data downloads the bundled files were converted from, and that the importer
 * tests read: RAW_DATA_DIR (relative to the working folder), by default `../shared/data` beside the
 * repository. The server itself never reads it.
 */
export function rawDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.RAW_DATA_DIR ? resolve(env.RAW_DATA_DIR) : join(DATA_ROOT, "..", "..", "shared", "data");
}

export const RAW_DIR = rawDataDir();

/** A raw file's path under RAW_DATA_DIR, or undefined when that file is absent. */
export function rawFile(...parts: string[]): string | undefined {
  const path = join(RAW_DIR, ...parts);
  return existsSync(path) ? path : undefined;
}

/** A bundled file's path under `data/`. */
export function dataPath(...parts: string[]): string {
  return join(DATA_ROOT, ...parts);
}

/** The bytes of a file, gunzipped when its name ends in `.gz`. */
export function readDataBytes(path: string): Buffer {
  const raw = readFileSync(path);
  return path.endsWith(".gz") ? gunzipSync(raw) : raw;
}

/** The file as given, or its `.gz` twin when only that exists; null when neither does. */
export function findFile(path: string): string | null {
  if (existsSync(path)) return path;
  if (existsSync(`${path}.gz`)) return `${path}.gz`;
  return null;
}

/** Short SHA-256 of some byte strings, in order: data-set versions and content hashes. */
export function hashOf(parts: readonly (Uint8Array | string)[], length = 16): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    hash.update(part);
    hash.update("\u0000");
  }
  return hash.digest("hex").slice(0, length);
}

/**
 * A data-set version that changes when the bundled files or the loader's own format version change:
 * `<label>#<hash>`. Computed once, on first use, so that importing the registry reads no file.
 */
export function fileVersion(label: string, loaderRevision: number, paths: () => readonly string[]): () => string {
  let version: string | null = null;
  return () => {
    version ??= `${label}#${hashOf([String(loaderRevision), ...paths().map((p) => readFileSync(p))], 12)}`;
    return version;
  };
}
