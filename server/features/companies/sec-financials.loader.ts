import { sql } from "kysely";
import type { DatasetLoader } from "../data/data.loader.ts";
import { fileVersion } from "../../lib/data-files.ts";
import { readTsvObjects } from "../../../data/lib/tsv.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { COMPANY_TABLE_COLUMNS as C } from "./companies.columns.ts";
import { FSDS_QUARTERS, SEC_FILES } from "./sec-companies.loader.ts";
import { mapSecFinancials, type FsdsQuarter } from "./sec-financials.mapper.ts";
import { computeFinancialRatios } from "./financial-ratios.sql.ts";

export function readFsdsQuarters(): FsdsQuarter[] {
  return FSDS_QUARTERS.map((quarter) => ({
    source: `sec-fsds-${quarter}`,
    subs: readTsvObjects(SEC_FILES.sub(quarter)),
    nums: readTsvObjects(SEC_FILES.num(quarter)),
  }));
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
    const statements = mapSecFinancials(readFsdsQuarters());
    await sql`DELETE FROM financial_statements WHERE source LIKE 'sec-fsds-%'`.execute(trx);
    const written = await insertObjects(trx, "financial_statements", C.financial_statements, statements, (done) =>
      progress(done, statements.length),
    );
    return written + (await computeFinancialRatios(trx, "sec-fsds-%"));
  },
};
