/** The raw US Census port-by-HS2 archive (API responses saved as CSV, in a tar): read by data/convert/census-trade.ts and the trade data test. */
import { readFileSync } from "node:fs";
import { readTar } from "../../lib/archive.ts";
import { parseCsv } from "../../lib/csv-rows.ts";

export type CensusRow = {
  flow: "import" | "export";
  period: string;
  countryCode: string;
  country: string;
  port: string;
  portName: string;
  hs2: string;
  airValue: number;
  airWeight: number;
  vesselValue: number;
  vesselWeight: number;
};

/** The rows of one Census API response saved as CSV (first line V1..V12, second the field names). */
export function parseCensusCsv(text: string, flow: "import" | "export"): CensusRow[] {
  const [, fields = [], ...rows] = parseCsv(text);
  const at = (name: string) => fields.indexOf(name);
  const commodity = at(flow === "import" ? "I_COMMODITY" : "E_COMMODITY");
  return rows.map((cells) => ({
    flow,
    period: cells[at("time")] ?? "",
    countryCode: cells[at("CTY_CODE")] ?? "",
    country: cells[at("CTY_NAME")] ?? "",
    port: cells[at("PORT")] ?? "",
    portName: cells[at("PORT_NAME")] ?? "",
    hs2: cells[commodity] ?? "",
    airValue: Number(cells[at("AIR_VAL_YR")]),
    airWeight: Number(cells[at("AIR_WGT_YR")]),
    vesselValue: Number(cells[at("CNT_VAL_YR")]),
    vesselWeight: Number(cells[at("CNT_WGT_YR")]),
  }));
}

/** A single country (Census schedule C codes 1000-9999 without X) at a single port, with data. */
export function isDetailRow(row: CensusRow): boolean {
  const hasData = row.airValue > 0 || row.airWeight > 0 || row.vesselValue > 0 || row.vesselWeight > 0;
  return /^[1-9]\d{3}$/.test(row.countryCode) && row.port !== "-" && /^\d{2}$/.test(row.hs2) && hasData;
}

export function readCensusArchive(path: string): CensusRow[] {
  const rows: CensusRow[] = [];
  const files = [...readTar(readFileSync(path))].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, body] of files) {
    if (!name.endsWith(".csv")) continue;
    const flow = /(^|\/)imports_/.test(name) ? "import" : /(^|\/)exports_/.test(name) ? "export" : undefined;
    if (flow) rows.push(...parseCensusCsv(body.toString("utf8"), flow));
  }
  return rows;
}
