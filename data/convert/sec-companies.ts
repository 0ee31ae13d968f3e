/**
 * SEC EDGAR registrants (JSON lines, gzip) and the company tickers file (JSON lines) to the compact
 * files the companies loader reads: data/companies/sec-registrants.tsv.gz and sec-tickers.tsv.gz.
 * Row for row, in the source order (the tickers file lists a company's main ticker first).
 * Run: node --import tsx data/convert/sec-companies.ts
 */
import { openTsvWriter, type Cell } from "../../server/lib/tsv.ts";
import { raw, repoData, say } from "./shared-source.ts";
import { readJsonLines } from "../../server/lib/json-lines.ts";
import { cellText } from "../../server/lib/cell-text.ts";

export const REGISTRANT_COLUMNS = [
  "cik",
  "name",
  "sic",
  "sic_description",
  "tickers",
  "exchanges",
  "state_of_incorporation",
  "state_of_incorporation_description",
  "fiscal_year_end",
  "entity_type",
  "ein",
] as const;
export const TICKER_COLUMNS = ["cik", "ticker", "exchange", "name"] as const;

function cell(value: unknown): Cell {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.join(",");
  return typeof value === "number" || typeof value === "boolean" ? value : cellText(value);
}

async function write(path: string, columns: readonly string[], rows: Record<string, unknown>[]): Promise<number> {
  const out = openTsvWriter(path, columns);
  for (const row of rows) await out.write(columns.map((column) => cell(row[column])));
  await out.close();
  return out.rows();
}

if (import.meta.main) {
  const registrants = readJsonLines(raw("companies", "sec-companies-sample.jsonl.gz"));
  const tickers = readJsonLines(raw("companies", "sec-company-tickers-exchange.jsonl"));
  say(
    `sec-registrants.tsv.gz: ${await write(repoData("companies", "sec-registrants.tsv.gz"), REGISTRANT_COLUMNS, registrants)} rows`,
  );
  say(`sec-tickers.tsv.gz: ${await write(repoData("companies", "sec-tickers.tsv.gz"), TICKER_COLUMNS, tickers)} rows`);
}
