import { readFileSync } from "node:fs";
import { readZip } from "../../lib/archive.ts";

/** Rows of an FSDS tab-separated table, as objects keyed by its header: the tests' plain reading of the raw zips. */
export function fsdsRows(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line !== "");
  const header = (lines.shift() ?? "").split("\t");
  return lines.map((line) => {
    const cells = line.split("\t");
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""]));
  });
}

export function readFsdsZip(path: string): Record<"sub" | "num" | "pre", Record<string, string>[]> {
  const files = readZip(readFileSync(path));
  const table = (name: string) => fsdsRows(files.get(`${name}.txt`)?.toString("utf8") ?? "");
  return { sub: table("sub"), num: table("num"), pre: table("pre") };
}
