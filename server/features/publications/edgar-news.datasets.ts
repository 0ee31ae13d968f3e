import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { dataPath } from "../../lib/data-files.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { bundledDataset } from "../reference/index.ts";
import { readEdgarDailyIndex, filingTitle, type EdgarFiling } from "./edgar-filings.ts";

const INDEX_FILE = dataPath("news", "edgar-daily-index-2022-10-03.idx.gz");
/** Shown as each item's source. */
export const EDGAR_SOURCE_NAME = "SEC EDGAR";
const CHUNK = 500;
const DATASET_NAME = "sec-edgar-filings";

/**
 * Writes the filings of the bundled EDGAR daily index as news items (corporate events) of the
 * registrants this database holds: a SEC company's id is its CIK. The form type is the item's
 * category, the filing's index page on sec.gov its link; impact neutral (a filing says nothing
 * good or bad by itself). A reload replaces the items of the previous release.
 */
export async function loadEdgarNews(
  trx: Transaction<DB>,
  filings: readonly EdgarFiling[],
  source: string,
): Promise<number> {
  await trx.deleteFrom("company_news").where("source", "like", `${DATASET_NAME}@%`).execute();
  const byCik = new Map<number, EdgarFiling[]>();
  for (const filing of filings) byCik.set(filing.cik, [...(byCik.get(filing.cik) ?? []), filing]);
  let written = 0;
  const ciks = [...byCik.keys()];
  for (let i = 0; i < ciks.length; i += CHUNK) {
    const chunk = ciks.slice(i, i + CHUNK);
    const { rows } = await sql<{ id: string; last: number | null }>`
      SELECT c.id::text AS id, (SELECT max(n.seq) FROM company_news n WHERE n.company_id = c.id) AS last
      FROM companies c WHERE c.id = ANY(${chunk.map(String)}::bigint[])`.execute(trx);
    const values = rows.flatMap((company) =>
      byCik.get(Number(company.id))!.map((filing, k) => ({
        company_id: company.id,
        seq: (company.last ?? 0) + k + 1,
        published_on: filing.filedOn,
        title: filingTitle(filing.formType),
        source_name: EDGAR_SOURCE_NAME,
        url: filing.url,
        category: filing.formType,
        impact: "neutral" as const,
        language: "en",
        source,
        is_demo: false,
        guid: filing.url,
      })),
    );
    if (values.length === 0) continue;
    await trx.insertInto("company_news").values(values).execute();
    written += values.length;
  }
  return written;
}

/** The bundled EDGAR daily index of 2022-10-03 (docs/DATA.md): after the SEC companies it refers to. */
export const edgarNewsDataset: DatasetLoader = bundledDataset({
  name: DATASET_NAME,
  release: "edgar-daily-index@2022-10-03",
  revision: 1,
  files: () => [INDEX_FILE],
  source:
    "SEC EDGAR daily index by company name, 2022-10-03 (https://www.sec.gov/Archives/edgar/daily-index/2022/QTR4/company.20221003.idx)",
  licence: "public domain (US SEC, EDGAR data)",
  load: (trx, source) => loadEdgarNews(trx, readEdgarDailyIndex(INDEX_FILE), source),
});
