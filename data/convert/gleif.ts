/**
 * GLEIF relationship records (golden-copy RR CSV) and the LEI-to-BIC mapping (CSV) to
 * data/companies/gleif-rr.tsv.gz and data/companies/gleif-lei-bic.tsv.gz.
 * The golden-copy CSV repeats Period/Qualifier/Quantifier groups (.1 to .5): the relationship
 * period, the accounting standard and a percentage are picked out of them.
 * Run: node --import tsx data/convert/gleif.ts [rr-golden-copy.csv] [lei-bic.csv]
 * (default: the catalogue files; pass a full golden-copy RR file to ship all relationships).
 */
import { readFileSync } from "node:fs";
import { csvObjects } from "../../server/lib/csv-rows.ts";
import { openTsvWriter } from "../../server/lib/tsv.ts";
import { raw, repoData, say } from "./shared-source.ts";
import { mapRelationship, RR_COLUMNS } from "../../server/import/gleif/gleif-rr.mapping.ts";

if (import.meta.main) {
  const [rrPath, bicPath] = process.argv.slice(2);
  const rr = csvObjects(readFileSync(rrPath ?? raw("gleif", "rr-golden-copy-subset-small-20260123.csv"), "utf8"));
  const rrOut = openTsvWriter(repoData("companies", "gleif-rr.tsv.gz"), RR_COLUMNS);
  for (const row of rr) {
    if (row["Relationship.StartNode.NodeIDType"] !== "LEI" || row["Relationship.EndNode.NodeIDType"] !== "LEI")
      continue;
    await rrOut.write(mapRelationship(row));
  }
  await rrOut.close();
  say(`gleif-rr.tsv.gz: ${rrOut.rows()} relationships`);
  const bic = csvObjects(readFileSync(bicPath ?? raw("gleif", "lei-bic-20260130.csv"), "utf8"));
  const bicOut = openTsvWriter(repoData("companies", "gleif-lei-bic.tsv.gz"), ["lei", "bic"]);
  for (const row of bic) await bicOut.write([row.LEI, row.BIC]);
  await bicOut.close();
  say(`gleif-lei-bic.tsv.gz: ${bicOut.rows()} pairs`);
}
