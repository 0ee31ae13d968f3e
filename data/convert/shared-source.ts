import { join, resolve } from "node:path";
import { RAW_DIR } from "../../server/lib/data-files.ts";

/**
 * The raw open-data files are read from RAW_DATA_DIR (README's configuration table; the team's
 * catalogue `../shared/data` by default). Operators point it at newer downloads of the same formats.
 */
export const REPO_DATA_DIR = resolve(import.meta.dirname, "..");

export const raw = (...parts: string[]) => join(RAW_DIR, ...parts);
export const repoData = (...parts: string[]) => join(REPO_DATA_DIR, ...parts);

export function say(line: string): void {
  process.stdout.write(`[convert] ${line}\n`);
}
