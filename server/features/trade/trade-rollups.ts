import { sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { withDeferredIndexes } from "../../db/deferred-indexes.ts";
import { hashOf } from "../../lib/data-files.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";

export const TRADE_ROLLUPS = "trade-rollups";

/**
 * Rebuilds the trade roll-ups of the years whose trade_flows changed since the last refresh (the
 * triggers of migration 0021 mark them); returns the year x origin x destination x product rows written.
 */
export async function refreshTradeRollups(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ written: number }>`SELECT refresh_trade_rollups() AS written`.execute(db);
  return rows[0]?.written ?? 0;
}

/**
 * Rebuilds the shipment roll-ups (company x partner x product x month, product x month x route) of the
 * months whose shipments changed since the last refresh (migration 0045's triggers mark them), and the
 * company and country tables folded from them for the companies whose month rows changed (by difference,
 * migration 0056; `wholeYears`: the marked months' years whole, after a bulk load); returns the company x
 * partner x product x month rows written.
 */
export async function refreshShipmentRollups(db: Kysely<DB>, wholeYears = false): Promise<number> {
  const { rows } = await sql<{
    written: number;
  }>`SELECT refresh_shipment_rollups(${!wholeYears}) AS written`.execute(db);
  return rows[0]?.written ?? 0;
}

/** The shipment roll-ups and the tables folded from them (migrations 0051-0055). */
export const SHIPMENT_ROLLUP_TABLES = [
  "shipment_rollup_cpm",
  "shipment_rollup_route",
  "trade_company_summary",
  "trade_company_tally",
  "trade_company_partner",
  "trade_country_company",
] as const;
const TRADE_ROLLUP_TABLES = [
  "trade_rollup_yodp",
  "trade_rollup_yop",
  "trade_rollup_ydp",
  "trade_rollup_yp",
  "trade_rollup_yo",
  "trade_rollup_yod",
  "trade_rollup_yc",
  "trade_rollup_yp_source",
] as const;

/**
 * A refresh after a bulk load (the demo data, a bench's data, the trade-rollups data set): when the
 * periods marked are at least half of those the roll-ups hold (all of them on a first load), the
 * roll-ups' indexes are dropped and built once after the insert (withDeferredIndexes) rather than
 * updated row by row, which was most of the refresh's time (decision 0060), and the refresh's sorts
 * and hash aggregates get 512 MB before they spill to disk (for this transaction only). A refresh of
 * a few periods (an import) keeps the indexes.
 */
async function refreshInBulk(
  trx: Transaction<DB>,
  counts: RawBuilder<{ marked: number; held: number }>,
  tables: readonly string[],
  refresh: (db: Kysely<DB>, wholePeriods: boolean) => Promise<number>,
): Promise<number> {
  const { rows } = await counts.execute(trx);
  const { marked = 0, held = 0 } = rows[0] ?? {};
  if (marked === 0) return 0;
  if (marked * 2 < held) return refresh(trx, false);
  await sql`SET LOCAL work_mem = '512MB'`.execute(trx);
  return withDeferredIndexes(trx, tables, () => refresh(trx, true));
}

/** refreshShipmentRollups after a bulk load (refreshInBulk: months marked against months held). */
export function refreshShipmentRollupsInBulk(trx: Transaction<DB>): Promise<number> {
  const counts = sql<{ marked: number; held: number }>`SELECT
    (SELECT count(*) FROM shipment_rollup_dirty)::int AS marked,
    (SELECT count(DISTINCT month) FROM shipment_rollup_route)::int AS held`;
  return refreshInBulk(trx, counts, SHIPMENT_ROLLUP_TABLES, refreshShipmentRollups);
}

/** refreshTradeRollups after a bulk load (refreshInBulk: years marked against years held). */
export function refreshTradeRollupsInBulk(trx: Transaction<DB>): Promise<number> {
  const counts = sql<{ marked: number; held: number }>`SELECT
    (SELECT count(*) FROM trade_rollup_dirty)::int AS marked,
    (SELECT count(DISTINCT year) FROM trade_rollup_yo)::int AS held`;
  return refreshInBulk(trx, counts, TRADE_ROLLUP_TABLES, refreshTradeRollups);
}

/**
 * Folds the months marked since the last refresh into the shipment roll-ups, when there are any (normally
 * none: every importer refreshes after its last chunk). The calls that read shipments before they read
 * shipment_rollup_cpm (decision 0057) call it first, so that they still answer every committed record.
 */
export async function freshShipmentRollups(db: Kysely<DB>): Promise<void> {
  await sql`SELECT CASE WHEN EXISTS (SELECT 1 FROM shipment_rollup_dirty) THEN refresh_shipment_rollups() END`.execute(
    db,
  );
}

/**
 * A derived data set after the trade and demo loaders: its version hashes theirs, so it runs again
 * whenever one of them reloads. Trade importers call refreshTradeRollups (bills of lading:
 * refreshShipmentRollups) after their last chunk.
 */
export function tradeRollupsDataset(all: () => readonly DatasetLoader[]): DatasetLoader {
  const before = () => {
    const list = all();
    return list.slice(
      0,
      list.findIndex((d) => d.name === TRADE_ROLLUPS),
    );
  };
  return {
    name: TRADE_ROLLUPS,
    get version() {
      return `v3#${hashOf(
        before().map((d) => `${d.name}@${d.version}`),
        12,
      )}`;
    },
    source:
      "derived: trade roll-ups (year x origin x destination x product) from trade_flows; shipment roll-ups (company x partner x product x month, product x month x route) from shipments",
    licence: "derived data",
    load: async (trx) => (await refreshTradeRollupsInBulk(trx)) + (await refreshShipmentRollupsInBulk(trx)),
  };
}
