import { sql } from "kysely";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { dataPath, fileVersion } from "../../lib/data-files.ts";
import { readTsvObjects } from "../../lib/tsv.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { withDeferredIndexes } from "../../db/deferred-indexes.ts";
import { COMPANY_TABLE_COLUMNS as C } from "./companies.columns.ts";
import { mapSecCompanies, type SecInputs } from "./sec-companies.mapper.ts";

/** The quarters of SEC Financial Statement Data Sets shipped under data/financials/. */
export const FSDS_QUARTERS = ["2009q3", "2010q2"] as const;
/**
 * Quarters shipped with their `sub` table only (no figures): the filings of known companies, which
 * give the country, address and SIC of companies the tickers file alone leaves without them.
 */
export const FSDS_PROFILE_QUARTERS = ["2021q1"] as const;
/** Every quarter whose filers are read: with figures, then profile-only. */
export const FSDS_SUB_QUARTERS = [...FSDS_QUARTERS, ...FSDS_PROFILE_QUARTERS] as const;

export const SEC_FILES = {
  registrants: dataPath("companies", "sec-registrants.tsv.gz"),
  tickers: dataPath("companies", "sec-tickers.tsv.gz"),
  sub: (quarter: string) => dataPath("financials", `sec-fsds-${quarter}-sub.tsv.gz`),
  num: (quarter: string) => dataPath("financials", `sec-fsds-${quarter}-num.tsv.gz`),
};

export function readSecInputs(): SecInputs {
  return {
    registrants: readTsvObjects(SEC_FILES.registrants),
    tickers: readTsvObjects(SEC_FILES.tickers),
    submissions: FSDS_SUB_QUARTERS.map((quarter) => ({
      source: `sec-fsds-${quarter}`,
      rows: readTsvObjects(SEC_FILES.sub(quarter)),
    })),
  };
}

const version = fileVersion("sec-edgar-2026-06", 1, () => [
  SEC_FILES.registrants,
  SEC_FILES.tickers,
  ...FSDS_SUB_QUARTERS.map(SEC_FILES.sub),
]);

/**
 * US SEC registrants: the EDGAR company sample, every company of the tickers file, and the filers
 * of the shipped Financial Statement Data Sets, merged by CIK (company id = CIK).
 */
export const secCompaniesDataset: DatasetLoader = {
  name: "sec-companies",
  get version() {
    return version();
  },
  source:
    "US SEC EDGAR (company sample and tickers 2026-06, Financial Statement Data Sets 2009q3, 2010q2, filers of 2021q1)",
  licence: "Public domain (US government work)",
  load: async (trx, progress) => {
    const records = mapSecCompanies(readSecInputs());
    for (const table of ["companies", "company_names", "company_addresses", "company_securities"]) {
      await sql`DELETE FROM ${sql.table(table)} WHERE source LIKE 'sec-%'`.execute(trx);
    }
    const total = records.companies.length;
    return withDeferredIndexes(trx, ["companies", "company_names"], async () => {
      let rows = await insertObjects(trx, "companies", C.companies, records.companies, {
        onBatch: (done) => progress(done, total),
      });
      rows += await insertObjects(trx, "company_names", C.company_names, records.names);
      rows += await insertObjects(trx, "company_addresses", C.company_addresses, records.addresses);
      return rows + (await insertObjects(trx, "company_securities", C.company_securities, records.securities));
    });
  },
};
