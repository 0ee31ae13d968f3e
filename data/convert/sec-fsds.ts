/**
 * SEC Financial Statement Data Sets (quarterly zip: sub, num, tag, pre) to the compact files the
 * financials loader reads, per quarter:
 * - data/financials/sec-fsds-<q>-sub.tsv.gz: every submission (filer, addresses, form, period);
 * - data/financials/sec-fsds-<q>-num.tsv.gz: the facts of the tags we map to financial highlights,
 *   whole-entity only (no segments, no co-registrant), with the statement that presents them (pre).
 * Run: node --import tsx data/convert/sec-fsds.ts [2009q3 2010q2 ...]
 */
import { readFileSync } from "node:fs";
import { readZip } from "../lib/archive.ts";
import { openTsvWriter } from "../lib/tsv.ts";
import { raw, repoData, say } from "./shared-source.ts";
import { MAPPED_TAGS } from "../../server/features/companies/sec-fsds.mapping.ts";

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
export const NUM_COLUMNS = ["adsh", "tag", "ddate", "qtrs", "uom", "value", "stmt"] as const;

/** Rows of an FSDS tab-separated table, as objects keyed by its header. */
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
  const { sub, num, pre } = readFsdsZip(raw("financials", `sec-fsds-${quarter}.zip`));
  const statementOf = new Map<string, string>();
  for (const row of pre) {
    const key = `${row.adsh}|${row.tag}`;
    if (!statementOf.has(key)) statementOf.set(key, row.stmt ?? "");
  }
  const subOut = openTsvWriter(repoData("financials", `sec-fsds-${quarter}-sub.tsv.gz`), SUB_COLUMNS);
  for (const row of sub) await subOut.write(SUB_COLUMNS.map((column) => row[column] || null));
  await subOut.close();
  const numOut = openTsvWriter(repoData("financials", `sec-fsds-${quarter}-num.tsv.gz`), NUM_COLUMNS);
  for (const row of num) {
    if (!MAPPED_TAGS.has(row.tag ?? "") || row.segments || row.coreg || row.value === "") continue;
    await numOut.write([
      row.adsh,
      row.tag,
      row.ddate,
      Number(row.qtrs),
      row.uom,
      row.value,
      statementOf.get(`${row.adsh}|${row.tag}`) || null,
    ]);
  }
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
