import { join, resolve } from "node:path";

/**
 * Where the raw open-data files are read from when converting: the catalogue folder by default,
 * or RAW_DATA_DIR. Operators point it at newer downloads of the same formats.
 */
export const RAW_DIR = resolve(process.env.RAW_DATA_DIR || "/work/shared/data");
export const REPO_DATA_DIR = resolve(import.meta.dirname, "..");

export const raw = (...parts: string[]) => join(RAW_DIR, ...parts);
export const repoData = (...parts: string[]) => join(REPO_DATA_DIR, ...parts);

export function say(line: string): void {
  process.stdout.write(`[convert] ${line}\n`);
}
