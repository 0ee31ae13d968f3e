/**
 * The `sub` table of a SEC Financial Statement Data Set quarter as Parquet (written by secfsdstools:
 * `sic`, `ein`, `changed`, `fy` are numbers) to data/financials/sec-fsds-<q>-sub.tsv.gz, in the
 * layout of the other quarters' sub files. Only filings of companies the registrant sample or the
 * tickers file lists are kept: the quarter gives them their country (of incorporation, else of the
 * business address), address, phone and SIC, which the tickers file alone does not.
 * Run: node --import tsx data/convert/sec-fsds-sub-parquet.ts [2021q1]
 */
import { readParquetObjects } from "../../server/lib/parquet.ts";
import { openTsvWriter, readTsvObjects, type Cell } from "../../server/lib/tsv.ts";
import { raw, repoData, say } from "./shared-source.ts";
import { SUB_COLUMNS } from "./sec-fsds.ts";
import { cellText } from "../../server/lib/cell-text.ts";

/** Numbers of the Parquet file in the text form of SEC's own sub.txt. */
const DIGITS: Partial<Record<(typeof SUB_COLUMNS)[number], number>> = {
  sic: 4,
  ein: 9,
  changed: 8,
  period: 8,
  filed: 8,
};

export function subCell(column: (typeof SUB_COLUMNS)[number], value: unknown): Cell {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "number" && typeof value !== "bigint") return cellText(value);
  const digits = DIGITS[column];
  if (digits === undefined) return String(value);
  if (Number(value) === 0) return null;
  return String(value).padStart(digits, "0");
}

if (import.meta.main) {
  const quarter = process.argv[2] ?? "2021q1";
  const known = new Set(
    ["sec-registrants.tsv.gz", "sec-tickers.tsv.gz"].flatMap((file) =>
      readTsvObjects(repoData("companies", file)).map((row) => String(Number(row.cik))),
    ),
  );
  const rows = await readParquetObjects(raw("financials", `sec-fsds-${quarter}-sub.parquet`));
  const out = openTsvWriter(repoData("financials", `sec-fsds-${quarter}-sub.tsv.gz`), SUB_COLUMNS);
  for (const row of rows) {
    if (!known.has(String(Number(row.cik)))) continue;
    await out.write(SUB_COLUMNS.map((column) => subCell(column, row[column])));
  }
  await out.close();
  say(`sec-fsds-${quarter}-sub.tsv.gz: ${out.rows()} of ${rows.length} filings`);
}
