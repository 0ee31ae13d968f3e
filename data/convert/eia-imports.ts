/**
 * EIA company-level imports (EIA-814, parquet with ZSTD pages) to data/trade/eia-imports.tsv.gz.
 * Read once with hyparquet (pure JS); ZSTD pages are decompressed by Node's own zlib.
 * Run: node --import tsx data/convert/eia-imports.ts
 */
import { readParquetObjects } from "../../server/lib/parquet.ts";
import { openTsvWriter, type Cell } from "../../server/lib/tsv.ts";
import { raw, repoData, say } from "./shared-source.ts";
import { cellText } from "../../server/lib/cell-text.ts";

export const EIA_COLUMNS = [
  "period",
  "importer",
  "line",
  "product_code",
  "product",
  "port_code",
  "port_city",
  "port_state",
  "country_code",
  "country",
  "quantity_kbbl",
  "sulfur",
  "api_gravity",
  "processor",
  "processor_state",
] as const;

const text = (value: unknown): Cell => (value === null || value === undefined || value === "" ? null : cellText(value));
const number = (value: unknown): Cell => (value === null || value === undefined ? null : Number(value));

export function mapEiaRow(row: Record<string, unknown>): Cell[] {
  const period = row.RPT_PERIOD instanceof Date ? row.RPT_PERIOD.toISOString().slice(0, 10) : text(row.RPT_PERIOD);
  return [
    period,
    text(row.R_S_NAME),
    number(row.LINE_NUM),
    number(row.PROD_CODE),
    text(row.PROD_NAME),
    number(row.PORT_CODE),
    text(row.PORT_CITY),
    text(row.PORT_STATE),
    text(row.GCTRY_CODE),
    text(row.CNTRY_NAME),
    number(row.QUANTITY),
    number(row.SULFUR),
    number(row.APIGRAVITY),
    text(row.PCOMP_RNAM),
    text(row.PCOMP_STAT),
  ];
}

if (import.meta.main) {
  const rows = await readParquetObjects(raw("trade", "eia-company-level-imports-2017-2025.parquet"));
  const out = openTsvWriter(repoData("trade", "eia-imports.tsv.gz"), EIA_COLUMNS);
  for (const row of rows) await out.write(mapEiaRow(row));
  await out.close();
  say(`eia-imports.tsv.gz: ${out.rows()} rows`);
}
