import { sql } from "kysely";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { dataPath, fileVersion } from "../../lib/data-files.ts";
import { readTsvObjects } from "../../lib/tsv.ts";
import { mapCompanyFacts, type CompanyFact } from "./sec-companyfacts.mapper.ts";
import { writeStatements } from "./sec-fsds.import.ts";

export const COMPANYFACTS_FILE = dataPath("financials", "sec-companyfacts.tsv.gz");

/** The shipped companyfacts rows (data/convert/sec-companyfacts.ts wrote them; trusted). */
export const readCompanyFacts = () => readTsvObjects(COMPANYFACTS_FILE) as unknown as CompanyFact[];

const version = fileVersion("sec-companyfacts-2026-01", 1, () => [COMPANYFACTS_FILE]);

/**
 * Recent annual statements (10-K) of the companies whose SEC companyfacts ship with the app
 * (Apple, NVIDIA, Alphabet, Marvell), written through the FSDS importer's merge so that they and
 * the FSDS statements never collide.
 */
export const secCompanyFactsDataset: DatasetLoader = {
  name: "sec-companyfacts",
  get version() {
    return version();
  },
  source: "US SEC XBRL companyfacts (data.sec.gov/api/xbrl/companyfacts), 10-K facts of the mapped tags",
  licence: "Public domain (US government work)",
  load: async (trx, progress) => {
    const statements = mapCompanyFacts(readCompanyFacts());
    await sql`DELETE FROM financial_ratios WHERE source = 'sec-companyfacts'`.execute(trx);
    await sql`DELETE FROM financial_statements WHERE source = 'sec-companyfacts'`.execute(trx);
    const counts = await writeStatements(trx, statements);
    progress(statements.length, statements.length);
    return counts.inserted + counts.updated + counts.unchanged;
  },
};
