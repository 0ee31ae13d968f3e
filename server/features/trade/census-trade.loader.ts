import { sql } from "kysely";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { dataPath, fileVersion } from "../../lib/data-files.ts";
import { countryCodeFromName } from "../../lib/country-names.ts";
import { readTsvObjects } from "../../lib/tsv.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { withDeferredIndexes } from "../../db/deferred-indexes.ts";
import { TRADE_TABLE_COLUMNS } from "./trade.columns.ts";

export const CENSUS_FILE = dataPath("trade", "census-port-hs2.tsv.gz");
export const CENSUS_SOURCE = "us-census-2024-port-hs2";

type Flow = {
  reporter_code: string;
  partner_code: string;
  flow: string;
  hs_code: string;
  period: string;
  year: number;
  port_code: string;
  value_usd: number;
  weight_kg: number;
  air_value_usd: number;
  air_weight_kg: number;
  source: string;
  is_demo: boolean;
};

/**
 * US Census port-level trade to trade_flows rows (reporter US) and the ports they name. Census
 * country codes are mapped to ISO through the country name; two codes that map to one ISO country
 * (Gaza Strip and West Bank: PS) are summed. Value and weight are air plus containerised vessel.
 */
export function mapCensusRows(rows: readonly Record<string, string | null>[]): {
  flows: Flow[];
  ports: Map<string, string>;
} {
  const merged = new Map<string, Flow>();
  const ports = new Map<string, string>();
  for (const row of rows) {
    const partner = countryCodeFromName(row.country);
    if (!partner) throw new Error(`Census country without an ISO code: ${row.country}`);
    const year = (row.period ?? "").slice(0, 4);
    const key = [row.flow, partner, row.hs2, row.port].join("|");
    if (row.port && row.port_name) ports.set(row.port, row.port_name);
    const flow: Flow = merged.get(key) ?? {
      reporter_code: "US",
      partner_code: partner,
      flow: row.flow ?? "",
      hs_code: row.hs2 ?? "",
      period: year,
      year: Number(year),
      port_code: row.port ?? "",
      value_usd: 0,
      weight_kg: 0,
      air_value_usd: 0,
      air_weight_kg: 0,
      source: CENSUS_SOURCE,
      is_demo: false,
    };
    const airValue = Number(row.air_value ?? 0);
    const airWeight = Number(row.air_weight ?? 0);
    flow.air_value_usd += airValue;
    flow.air_weight_kg += airWeight;
    flow.value_usd += airValue + Number(row.vessel_value ?? 0);
    flow.weight_kg += airWeight + Number(row.vessel_weight ?? 0);
    merged.set(key, flow);
  }
  return { flows: [...merged.values()], ports };
}

const version = fileVersion(CENSUS_SOURCE, 2, () => [CENSUS_FILE]);

export const censusTradeDataset: DatasetLoader = {
  name: "census-trade",
  get version() {
    return version();
  },
  source: "US Census Bureau, international trade API: 2024 imports and exports by port, HS2 and country",
  licence: "Public domain (US government work)",
  load: async (trx, progress) => {
    const { flows, ports } = mapCensusRows(readTsvObjects(CENSUS_FILE));
    await sql`DELETE FROM trade_flows WHERE source = ${CENSUS_SOURCE}`.execute(trx);
    await sql`DELETE FROM trade_ports WHERE source = ${CENSUS_SOURCE}`.execute(trx);
    const portRows = [...ports].map(([port_code, name]) => ({
      country_code: "US",
      port_code,
      name,
      source: CENSUS_SOURCE,
    }));
    const written = await insertObjects(trx, "trade_ports", TRADE_TABLE_COLUMNS.trade_ports, portRows);
    return (
      written +
      (await withDeferredIndexes(trx, ["trade_flows"], () =>
        insertObjects(trx, "trade_flows", TRADE_TABLE_COLUMNS.trade_flows, flows, {
          onBatch: (done) => progress(done, flows.length),
        }),
      ))
    );
  },
};
