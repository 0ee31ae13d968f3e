import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The catalogue of raw open-data files the shipped compact files were converted from
 * (RAW_DATA_DIR, default /work/shared/data). Tests count rows in them when they are present.
 */
export const RAW_DIR = resolve(process.env.RAW_DATA_DIR || "/work/shared/data");

export function rawFile(...parts: string[]): string | undefined {
  const path = join(RAW_DIR, ...parts);
  return existsSync(path) ? path : undefined;
}
