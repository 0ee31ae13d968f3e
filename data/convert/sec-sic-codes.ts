/**
 * The SIC codes with their titles as SEC's EDGAR gives them to its registrants, from the bundled
 * registrant sample (data/companies/sec-registrants.tsv.gz: `sic`, `sic_description`), to
 * data/reference/sec-sic-codes.csv.gz, which the industry-codes loader reads. Where registrants of
 * one code carry different titles (EDGAR renamed a few), the most frequent title is kept.
 * Run: node --import tsx data/convert/sec-sic-codes.ts
 */
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { readTsvObjects } from "../../server/lib/tsv.ts";
import { repoData, say } from "./shared-source.ts";

export function sicTitles(registrants: Record<string, string | null>[]): [code: string, title: string][] {
  const counts = new Map<string, Map<string, number>>();
  for (const { sic, sic_description: title } of registrants) {
    if (!sic || !/^\d{4}$/.test(sic) || !title?.trim()) continue;
    const titles = counts.get(sic) ?? new Map<string, number>();
    titles.set(title.trim(), (titles.get(title.trim()) ?? 0) + 1);
    counts.set(sic, titles);
  }
  return [...counts]
    .map(([code, titles]): [string, string] => {
      const [title] = [...titles].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
      return [code, title];
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
}

const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

if (import.meta.main) {
  const rows = sicTitles(readTsvObjects(repoData("companies", "sec-registrants.tsv.gz")));
  const csv = [["SIC Code", "Industry Title"], ...rows].map((row) => row.map(quote).join(",")).join("\n");
  writeFileSync(repoData("reference", "sec-sic-codes.csv.gz"), gzipSync(`${csv}\n`, { level: 9 }));
  say(`sec-sic-codes.csv.gz: ${rows.length} SIC codes`);
}
