/**
 * SEC Financial Statement Data Sets (quarterly zip: sub, num, tag, pre) to the compact files the
 * financials loader reads, per quarter:
 * - data/financials/sec-fsds-<q>-sub.tsv.gz: every submission (filer, addresses, form, period);
 * - data/financials/sec-fsds-<q>-num.tsv.gz: the facts of the tags we map to financial highlights,
 *   whole-entity only (no segments, no co-registrant).
 * Both are read with the reader the loader and the importer use (server/features/companies/sec-fsds.reader.ts).
 * Run: node --import tsx data/convert/sec-fsds.ts [2009q3 2010q2 ...]
 */
import { openTsvWriter } from "../../server/lib/tsv.ts";
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
