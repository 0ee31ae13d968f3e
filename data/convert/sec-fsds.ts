/**
 * SEC Financial Statement Data Sets (quarterly zip: sub, num, tag, pre) to the compact files the
 * financials loader reads, per quarter:
 * - data/financials/sec-fsds-<q>-sub.tsv.gz: every submission (filer, addresses, form, period);
 * - data/financials/sec-fsds-<q>-num.tsv.gz: the facts of the tags we map to financial highlights,
 *   whole-entity only (no segments, no co-registrant).
 * Both are read with the reader the loader and the importer use (server/features/companies/sec-fsds.reader.ts).
 * Run: node --import tsx data/convert/sec-fsds.ts [2009q3 2010q2 ...]
 */
import { readFileSync } from "node:fs";
import { readZip } from "../lib/archive.ts";
import { openTsvWriter } from "../lib/tsv.ts";
import { raw, repoData, say } from "./shared-source.ts";
import { fsdsSet, readFsdsFilings } from "../../server/features/companies/sec-fsds.reader.ts";

export const SUB_COLUMNS = [
  "adsh",
  "cik",
  "name",
  "sic",
  "countryba",
  "stprba",
  "cityba",
  "zipba",
  "bas1",
  "bas2",
  "baph",
  "countryinc",
  "stprinc",
  "ein",
  "former",
  "changed",
  "fye",
  "form",
  "period",
  "fy",
  "fp",
  "filed",
] as const;
export const NUM_COLUMNS = ["adsh", "tag", "ddate", "qtrs", "uom", "value"] as const;

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

export async function convertQuarter(quarter: string): Promise<{ subs: number; facts: number }> {
  const filings = await readFsdsFilings(fsdsSet(raw("financials", `sec-fsds-${quarter}.zip`)), (r) => {
    throw new Error(`${r.file}:${r.line}: ${r.reason}`);
  });
  const subOut = openTsvWriter(repoData("financials", `sec-fsds-${quarter}-sub.tsv.gz`), SUB_COLUMNS);
  const numOut = openTsvWriter(repoData("financials", `sec-fsds-${quarter}-num.tsv.gz`), NUM_COLUMNS);
  for (const { sub, facts } of filings) {
    await subOut.write(SUB_COLUMNS.map((column) => sub[column] ?? null));
    for (const fact of facts) await numOut.write([...NUM_COLUMNS.map((column) => fact[column] ?? null)]);
  }
  await subOut.close();
  await numOut.close();
  return { subs: subOut.rows(), facts: numOut.rows() };
}

if (import.meta.main) {
  const quarters = process.argv.slice(2);
  for (const quarter of quarters.length ? quarters : ["2009q3", "2010q2"]) {
    const { subs, facts } = await convertQuarter(quarter);
    say(`sec-fsds-${quarter}: ${subs} submissions, ${facts} mapped facts`);
  }
}
