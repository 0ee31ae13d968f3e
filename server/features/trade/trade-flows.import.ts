import { readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { insertObjects } from "../../db/table-columns.ts";
import type { ChunkCounts, RecordFormat } from "../../import/record-format.ts";
import { readCsvTable } from "../../lib/reference-files.ts";
import { aliasedCsvRecords, analyzeAsItGrows, versionOf, type Cells } from "./import-columns.ts";
import { tradeCountries } from "./trade-countries.ts";
import {
  BACI_COLUMNS,
  COMTRADE_COLUMNS,
  baciCountryOverrides,
  comtradeMissing,
  flowKey,
  mapBaciRow,
  mapComtradeRow,
  type FlowOutcome,
  type FlowRow,
} from "./trade-flows.mapping.ts";
import { TRADE_TABLE_COLUMNS } from "./trade.columns.ts";
import { cellText } from "../../lib/cell-text.ts";
import { refreshTradeRollups } from "./trade-rollups.ts";

/** The trade_flows rows one source row gives (BACI: the export and the mirrored import). */
export type FlowRecord = { rows: FlowRow[] };

const toRecord = (outcome: FlowOutcome): FlowRecord | string => ("reject" in outcome ? outcome.reject : outcome);

type Stored = { key: string; value: string; ctid: string };
const valueOf = (r: { value_usd: unknown; quantity: unknown; quantity_unit: unknown; weight_kg: unknown }) =>
  JSON.stringify(
    [r.value_usd, r.quantity, r.quantity_unit, r.weight_kg].map((v) =>
      v === null ? null : cellText(Number.isNaN(Number(v)) ? v : Number(v)),
    ),
  );

/**
 * Upserts flows among the data set's rows (any version): a flow is (reporter, flow, partner, HS
 * code, period) of the whole country; a changed value replaces the row, an equal one is left alone
 * (its source keeps the version that first brought it).
 */
async function writeFlows(trx: Transaction<DB>, records: FlowRecord[], source: string): Promise<ChunkCounts> {
  const dataset = `${source.split(":")[0]}:%`;
  const rows = records.flatMap((r) => r.rows);
  const column = <K extends keyof FlowRow>(name: K) => rows.map((r) => r[name]);
  await analyzeAsItGrows(trx, "trade_flows");
  const { rows: found } = await sql<Stored>`
    SELECT t.reporter_code || '|' || t.flow || '|' || t.partner_code || '|' || t.hs_code || '|' || t.period AS key,
      json_build_array(t.value_usd::text, t.quantity::text, t.quantity_unit, t.weight_kg::text)::text AS value,
      t.ctid::text AS ctid
    FROM unnest(${column("reporter_code")}::text[], ${column("flow")}::text[], ${column("partner_code")}::text[],
      ${column("hs_code")}::text[], ${column("period")}::text[]) AS k(reporter_code, flow, partner_code, hs_code, period)
    CROSS JOIN LATERAL (
      SELECT t.ctid, t.reporter_code, t.flow, t.partner_code, t.hs_code, t.period, t.value_usd, t.quantity,
        t.quantity_unit, t.weight_kg
      FROM trade_flows t WHERE t.reporter_code = k.reporter_code AND t.partner_code = k.partner_code
        AND t.hs_code = k.hs_code AND t.period = k.period AND t.flow = k.flow AND t.port_code = ''
        AND t.source LIKE ${dataset}
    ) t`.execute(trx);
  const where = new Map(found.map((r) => [r.key, r.ctid]));
  const before = new Map(
    found.map((r) => {
      const [value_usd, quantity, quantity_unit, weight_kg] = JSON.parse(r.value) as (string | null)[];
      return [r.key, valueOf({ value_usd, quantity, quantity_unit, weight_kg })];
    }),
  );
  const counts: ChunkCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const write: FlowRow[] = [];
  const replace: FlowRow[] = [];
  for (const record of records) {
    const olds = record.rows.map((r) => before.get(flowKey(r)));
    if (record.rows.every((r, i) => olds[i] === valueOf(r))) {
      counts.unchanged++;
      continue;
    }
    if (olds.some((old) => old !== undefined)) counts.updated++;
    else counts.inserted++;
    record.rows.forEach((r, i) => {
      if (olds[i] === valueOf(r)) return;
      write.push(r);
      if (olds[i] !== undefined) replace.push(r);
    });
  }
  if (replace.length > 0) {
    const ctids = replace.map((r) => where.get(flowKey(r)));
    await sql`DELETE FROM trade_flows WHERE ctid = ANY(${ctids}::tid[])`.execute(trx);
  }
  await insertObjects(
    trx,
    "trade_flows",
    TRADE_TABLE_COLUMNS.trade_flows,
    write.map((r) => ({ ...r, source, is_demo: false })),
  );
  return counts;
}

const flowCommon = {
  input: "file",
  key: (r: FlowRecord) => flowKey(r.rows[0] as FlowRow),
  writeChunk: writeFlows,
  afterImport: async (db: Kysely<DB>) => {
    await refreshTradeRollups(db);
  },
} as const;

/** BACI's country list next to the data file (country_codes_V202401.csv, as in the BACI zip), if any. */
export function baciCountryFile(path: string): string | undefined {
  const release = /_(V\d{6}[a-z]?)/i.exec(basename(path))?.[1];
  const candidates = readdirSync(dirname(path))
    .filter((name) => /^country_codes_V\d+.*\.csv(\.gz)?$/i.test(name))
    .sort();
  const pick = candidates.find((name) => release && name.includes(release)) ?? candidates.at(-1);
  return pick ? join(dirname(path), pick) : undefined;
}

export const baciFormat: RecordFormat<FlowRecord> = {
  ...flowCommon,
  id: "baci",
  dataset: "cepii-baci",
  usage: "CEPII BACI yearly CSV (BACI_HS17_Y2022_V202401.csv; country_codes_V*.csv beside it is used)",
  version: async (path, given) => {
    const release = /BACI_(HS\d\d)_Y\d{4}_(V\d{6}[a-z]?)/i.exec(basename(path));
    return given ?? (release ? `${release[1]}-${release[2]}` : versionOf(path, undefined));
  },
  read: (path) => {
    const countryFile = baciCountryFile(path);
    let overrides = new Map<string, string>();
    if (countryFile) {
      const table = readCsvTable(countryFile);
      overrides = baciCountryOverrides(
        table.header,
        table.rows.map((r) => r.fields),
      );
    }
    const countries = tradeCountries(overrides);
    return aliasedCsvRecords(path, {
      spec: BACI_COLUMNS,
      map: (cells: Cells<keyof typeof BACI_COLUMNS>) => toRecord(mapBaciRow(cells, countries)),
    });
  },
};

export const comtradeFormat: RecordFormat<FlowRecord> = {
  ...flowCommon,
  id: "comtrade",
  dataset: "un-comtrade",
  usage: "UN Comtrade+ CSV (bulk file, API or website export; legacy Comtrade headers accepted)",
  version: async (path, given) => versionOf(path, given),
  read: (path) => {
    const countries = tradeCountries();
    return aliasedCsvRecords(path, {
      spec: COMTRADE_COLUMNS,
      check: comtradeMissing,
      map: (cells) => toRecord(mapComtradeRow(cells, countries)),
    });
  },
};
