import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { readTsvObjects } from "../../lib/tsv.ts";
import { readParquetObjects } from "../../lib/parquet.ts";
import { isDetailRow, readCensusArchive } from "./census-trade.raw.ts";
import { countryCodeFromName } from "../../lib/country-names.ts";
import { secCompaniesDataset } from "../companies/index.ts";
import { rawFile } from "../../lib/data-files.ts";
import { EIA_FILE, EIA_SOURCE, eiaImportsDataset } from "./eia-imports.loader.ts";
import { CENSUS_FILE, CENSUS_SOURCE, censusTradeDataset } from "./census-trade.loader.ts";

type CensusLike = { flow: string; country: string; hs2: string; port: string; airValue: number; vesselValue: number };

/** Census detail rows: from the raw API responses when present, else from the shipped copy. */
function censusRows(): CensusLike[] {
  const archive = rawFile("trade", "us-census-2024-port-hs2.tar.gz");
  if (archive) return readCensusArchive(archive).filter(isDetailRow);
  return readTsvObjects(CENSUS_FILE).map((r) => ({
    flow: r.flow ?? "",
    country: r.country ?? "",
    hs2: r.hs2 ?? "",
    port: r.port ?? "",
    airValue: Number(r.air_value),
    vesselValue: Number(r.vessel_value),
  }));
}

async function eiaRows(): Promise<{ importer: string }[]> {
  const parquet = rawFile("trade", "eia-company-level-imports-2017-2025.parquet");
  if (parquet) return (await readParquetObjects(parquet)).map((r) => ({ importer: String(r.R_S_NAME) }));
  return readTsvObjects(EIA_FILE).map((r) => ({ importer: r.importer ?? "" }));
}

describe("real trade data sets (EIA company imports, US Census port trade)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ datasets: [secCompaniesDataset, eiaImportsDataset, censusTradeDataset] });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it("loads every EIA-814 row as a monthly import record of a company", async () => {
    const rows = await eiaRows();
    expect(rows.length).toBe(211_925);
    const { rows: counts } = await sql<{ n: number; importers: number; orphans: number }>`
      SELECT count(*)::int AS n, count(DISTINCT importer_name)::int AS importers,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = s.company_id))::int AS orphans
      FROM shipments s WHERE source = ${EIA_SOURCE}`.execute(db());
    expect(counts[0]).toEqual({ n: rows.length, importers: new Set(rows.map((r) => r.importer)).size, orphans: 0 });
    const bp = await sql<{ n: number; kind: string; unit: string }>`SELECT count(*)::int AS n, min(record_kind) AS kind,
      min(quantity_unit) AS unit FROM shipments WHERE importer_name = 'BP PRODUCTS NORTH AMERICA INC'`.execute(db());
    expect(bp.rows[0]).toEqual({
      n: rows.filter((r) => r.importer === "BP PRODUCTS NORTH AMERICA INC").length,
      kind: "monthly-import",
      unit: "kbbl",
    });
    const crude = await sql<{
      hs: string;
      origin: string;
    }>`SELECT hs_code AS hs, origin_country AS origin FROM shipments
      WHERE source = ${EIA_SOURCE} AND cargo_description = 'Crude Oil' AND origin_country = 'CA' LIMIT 1`.execute(db());
    expect(crude.rows[0]).toEqual({ hs: "2709", origin: "CA" });
  });

  it("loads one trade flow per direction, partner, chapter and port of the Census detail rows, with their values", async () => {
    const rows = censusRows();
    const keys = new Set(rows.map((r) => `${r.flow}|${countryCodeFromName(r.country)}|${r.hs2}|${r.port}`));
    const { rows: counts } = await sql<{ n: number; ports: number }>`SELECT count(*)::int AS n,
      (SELECT count(*)::int FROM trade_ports WHERE source = ${CENSUS_SOURCE}) AS ports
      FROM trade_flows WHERE source = ${CENSUS_SOURCE}`.execute(db());
    expect(counts[0]?.n).toBe(keys.size);
    expect(counts[0]?.ports).toBe(new Set(rows.map((r) => r.port)).size);
    const sample = rows.find((r) => r.flow === "import" && r.country === "CANADA" && r.hs2 === "84" && r.airValue > 0);
    expect(sample).toBeDefined();
    const flow = await db()
      .selectFrom("trade_flows")
      .selectAll()
      .where("source", "=", CENSUS_SOURCE)
      .where("flow", "=", "import")
      .where("partner_code", "=", "CA")
      .where("hs_code", "=", "84")
      .where("port_code", "=", sample?.port ?? "")
      .executeTakeFirstOrThrow();
    expect(Number(flow.air_value_usd)).toBe(sample?.airValue);
    expect(Number(flow.value_usd)).toBe((sample?.airValue ?? 0) + (sample?.vesselValue ?? 0));
    expect(flow).toMatchObject({ reporter_code: "US", period: "2024", year: 2024, is_demo: false });
  });
});
