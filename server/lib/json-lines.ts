import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

/** Parses JSON lines (optionally gzipped). */
export function readJsonLines(path: string): Record<string, unknown>[] {
  const bytes = readFileSync(path);
  const text = (path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
