/**
 * US Census Bureau international trade API responses (imports and exports by HS2 chapter x partner
 * country x US port, air and containerised vessel, year to date) to data/trade/census-port-hs2.tsv.gz.
 * Kept: rows for one country and one port with any non-zero value or weight. Left out: totals and
 * country groups (TOTAL FOR ALL COUNTRIES / PORTS, EUROPEAN UNION, ASIA, ...) which are sums of
 * the kept rows, and all-zero rows.
 * Run: node --import tsx data/convert/census-trade.ts
 */
import { openTsvWriter } from "../../server/lib/tsv.ts";
import { raw, repoData, say } from "./shared-source.ts";
import { isDetailRow, readCensusArchive } from "../../server/features/trade/census-trade.raw.ts";

export const CENSUS_COLUMNS = [
  "flow",
  "period",
  "country_code",
  "country",
  "port",
  "port_name",
  "hs2",
  "air_value",
  "air_weight",
  "vessel_value",
  "vessel_weight",
] as const;

if (import.meta.main) {
  const rows = readCensusArchive(raw("trade", "us-census-2024-port-hs2.tar.gz"));
  const out = openTsvWriter(repoData("trade", "census-port-hs2.tsv.gz"), CENSUS_COLUMNS);
  for (const row of rows) {
    if (!isDetailRow(row)) continue;
    await out.write([
      row.flow,
      row.period,
      row.countryCode,
      row.country,
      row.port,
      row.portName,
      row.hs2,
      row.airValue,
      row.airWeight,
      row.vesselValue,
      row.vesselWeight,
    ]);
  }
  await out.close();
  say(`census-port-hs2.tsv.gz: ${out.rows()} of ${rows.length} rows (detail rows with data)`);
}
