/**
 * SEC XBRL companyfacts (one JSON per company, data.sec.gov/api/xbrl/companyfacts/CIK##########.json,
 * or the nightly companyfacts.zip) to the compact file the first-start loader reads:
 * data/financials/sec-companyfacts.tsv.gz, the facts of the tags we map to financial highlights
 * (sec-fsds.mapping.ts) from annual reports (10-K, 10-K/A), one line per fact.
 * Run: node --import tsx data/convert/sec-companyfacts.ts [CIK0000320193.json.gz ...]
 */
import { readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { openTsvWriter } from "../../server/lib/tsv.ts";
import { raw, repoData, say } from "./shared-source.ts";
import { annualFacts, COMPANY_FACT_COLUMNS } from "../../server/features/companies/sec-companyfacts.mapper.ts";

export async function convertCompanyFacts(files: readonly string[], out: string): Promise<number> {
  const writer = openTsvWriter(out, COMPANY_FACT_COLUMNS);
  for (const file of files) {
    const text = file.endsWith(".gz") ? gunzipSync(readFileSync(file)).toString("utf8") : readFileSync(file, "utf8");
    const facts = annualFacts(JSON.parse(text) as Parameters<typeof annualFacts>[0]);
    facts.sort((a, b) => `${a.tag}|${a.end}|${a.filed}`.localeCompare(`${b.tag}|${b.end}|${b.filed}`));
    for (const fact of facts) await writer.write(COMPANY_FACT_COLUMNS.map((column) => fact[column]));
    say(`${file}: ${facts.length} annual facts of mapped tags`);
  }
  await writer.close();
  return writer.rows();
}

if (import.meta.main) {
  const dir = raw("financials", "sec-companyfacts");
  const given = process.argv.slice(2);
  const files = (
    given.length
      ? given
      : readdirSync(dir)
          .filter((f) => /^CIK\d{10}\.json(\.gz)?$/.test(f))
          .sort()
  ).map((f) => (f.includes("/") ? f : `${dir}/${f}`));
  const rows = await convertCompanyFacts(files, repoData("financials", "sec-companyfacts.tsv.gz"));
  say(`sec-companyfacts: ${rows} facts from ${files.length} companies`);
}
