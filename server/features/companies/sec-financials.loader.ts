import { sql } from "kysely";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { fileVersion } from "../../lib/data-files.ts";
import { FSDS_QUARTERS, SEC_FILES } from "./sec-companies.loader.ts";
import { mapSecFinancials, type FsdsQuarter } from "./sec-financials.mapper.ts";
import { writeStatements } from "./sec-fsds.import.ts";
import { compactFsdsSet, readFsdsFilings } from "./sec-fsds.reader.ts";

/** The shipped quarters, through the same reader as the importer; the shipped files are trusted. */
export async function readFsdsQuarters(): Promise<FsdsQuarter[]> {
  const quarters: FsdsQuarter[] = [];
  for (const quarter of FSDS_QUARTERS) {
    const set = compactFsdsSet(SEC_FILES.sub(quarter), SEC_FILES.num(quarter));
    const filings = await readFsdsFilings(set, (r) => {
      throw new Error(`${r.file}:${r.line}: ${r.reason}`);
    });
    quarters.push({ source: `sec-fsds-${quarter}`, filings });
  }
  return quarters;
}

const version = fileVersion("sec-fsds-2009q3+2010q2", 1, () =>
  FSDS_QUARTERS.flatMap((quarter) => [SEC_FILES.sub(quarter), SEC_FILES.num(quarter)]),
);

/** Financial highlights from the SEC Financial Statement Data Sets, and their ratio groups. */
export const secFinancialsDataset: DatasetLoader = {
  name: "sec-financials",
  get version() {
    return version();
  },
  source: "US SEC Financial Statement Data Sets 2009q3, 2010q2 (sub, num, pre)",
  licence: "Public domain (US government work)",
  load: async (trx, progress) => {
    const statements = mapSecFinancials(await readFsdsQuarters());
    await sql`DELETE FROM financial_ratios WHERE source LIKE 'sec-fsds-%'`.execute(trx);
    await sql`DELETE FROM financial_statements WHERE source LIKE 'sec-fsds-%'`.execute(trx);
    // Merged with statements an operator imported (sec-fsds.import.ts), as filings are merged; fresh
    // statistics keep the merge's lookups on the primary key.
    await sql`ANALYZE financial_statements`.execute(trx);
    const counts = await writeStatements(trx, statements);
    progress(statements.length, statements.length);
    return counts.inserted + counts.updated + counts.unchanged;
  },
};
