import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { insertObjects } from "../../db/table-columns.ts";
import type { ChunkCounts, RecordFormat } from "../../import/record-format.ts";
import { normaliseName } from "../../lib/name-normalise.ts";
import { COMPANY_TABLE_COLUMNS, ID_PREFIX, ID_SPAN, aaaId } from "../companies/index.ts";
import { dataQuality } from "../companies/index.ts";
import { aliasedCsvRecords, analyzeAsItGrows, versionOf } from "./import-columns.ts";
import { BOL_COLUMNS, mapBillOfLading, type BillOfLading } from "./bill-of-lading.mapping.ts";
import { tradeCountries } from "./trade-countries.ts";
import { TRADE_TABLE_COLUMNS } from "./trade.columns.ts";
import { afterCompanyImport } from "../../import/after-company-import.ts";
import { refreshShipmentRollups } from "./trade-rollups.ts";
import { cellText } from "../../lib/cell-text.ts";

export const BOL_DATASET = "bill-of-lading";
const OWN_SOURCES = `${BOL_DATASET}:%`;

type Party = { name: string; normalised: string; country: string | null };
const partyKey = (p: Party) => `${p.normalised}|${p.country ?? ""}`;
const hashNumber = (text: string) => BigInt(`0x${createHash("sha256").update(text).digest("hex").slice(0, 15)}`);

/** A shipment's id: from its bill number, so that every run gives a bill the same row. */
export const shipmentId = (billNo: string) => String(hashNumber(`bol|${billNo}`) % 2n ** 48n);

function partyOf(name: string | null, country: string | null): Party | undefined {
  if (!name) return undefined;
  const normalised = normaliseName(name);
  return normalised ? { name, normalised, country } : undefined;
}

/**
 * Existing companies (real, not created by this importer) for each party: same normalised name and
 * same country, or the same name alone when the file gives no country; only when exactly one
 * company fits.
 */
async function matchParties(trx: Transaction<DB>, parties: Party[]): Promise<Map<string, string>> {
  const names = [...new Set(parties.map((p) => p.normalised))];
  const { rows } = await sql<{ normalised: string; country: string | null; n: number; id: string }>`
    SELECT n.normalised, c.country_code AS country, count(DISTINCT c.id)::int AS n, min(c.id)::text AS id
    FROM company_names n JOIN companies c ON c.id = n.company_id
    WHERE n.normalised = ANY(${names}::text[]) AND NOT c.is_demo AND c.source NOT LIKE ${OWN_SOURCES}
    GROUP BY n.normalised, c.country_code`.execute(trx);
  const found = new Map<string, string>();
  for (const party of parties) {
    const fits = rows.filter(
      (r) => r.normalised === party.normalised && (!party.country || r.country === party.country),
    );
    if (fits.length === 1 && fits[0]?.n === 1) found.set(partyKey(party), fits[0].id);
  }
  return found;
}

/**
 * Company records for parties no company matches (as the EIA loader does for its importers): id
 * 3 x 10^12 + a hash of name and country, so that runs and chunks agree; a hash already taken by
 * another party moves to the next free id.
 */
async function createParties(trx: Transaction<DB>, parties: Party[], source: string, lastSeen: Map<string, string>) {
  const ids = new Map<string, string>();
  let pending = parties.map((p) => ({
    party: p,
    id: ID_PREFIX.billOfLading * ID_SPAN + Number(hashNumber(partyKey(p)) % BigInt(ID_SPAN)),
  }));
  while (pending.length > 0) {
    const { rows } = await sql<{ id: string; key: string }>`
      SELECT c.id::text AS id, n.normalised || '|' || coalesce(c.country_code, '') AS key
      FROM companies c JOIN company_names n ON n.company_id = c.id AND n.kind = 'primary'
      WHERE c.id = ANY(${pending.map((p) => p.id)}::bigint[])`.execute(trx);
    const taken = new Map(rows.map((r) => [r.id, r.key]));
    const fresh: typeof pending = [];
    const retry: typeof pending = [];
    const claimed = new Set<number>();
    for (const entry of pending) {
      const owner = taken.get(String(entry.id));
      if (owner === partyKey(entry.party)) ids.set(partyKey(entry.party), String(entry.id));
      else if (owner !== undefined || claimed.has(entry.id)) retry.push({ ...entry, id: entry.id + 1 });
      else {
        claimed.add(entry.id);
        fresh.push(entry);
      }
    }
    await insertObjects(
      trx,
      "companies",
      COMPANY_TABLE_COLUMNS.companies,
      fresh.map(({ party, id }) => ({
        id,
        aaa_id: aaaId(id),
        name: party.name,
        country_code: party.country,
        status: "unknown",
        description: "Party named on bills of lading",
        data_quality: dataQuality({ name: party.name, country_code: party.country }),
        last_update: lastSeen.get(partyKey(party)),
        source,
        is_demo: false,
      })),
    );
    await insertObjects(
      trx,
      "company_names",
      COMPANY_TABLE_COLUMNS.company_names,
      fresh.map(({ party, id }) => ({
        company_id: id,
        kind: "primary",
        name: party.name,
        normalised: party.normalised,
        script: "Latn",
        source,
        is_demo: false,
      })),
    );
    for (const { party, id } of fresh) ids.set(partyKey(party), String(id));
    pending = retry;
  }
  return ids;
}

const COMPARED = TRADE_TABLE_COLUMNS.shipments.map((c) => c.name).filter((name) => name !== "source");
type Row = Record<string, unknown>;
const comparable = (row: Row) =>
  JSON.stringify(
    COMPARED.map((name) => {
      const value = row[name];
      if (value === null || value === undefined) return null;
      if (typeof value === "number" || name.endsWith("_kg") || name === "quantity" || name === "value_usd") {
        return String(Number(value));
      }
      return cellText(value);
    }),
  );

/**
 * Writes bills of lading to shipments (record kind 'bill-of-lading'), keyed by bill number among
 * this importer's rows: importer and exporter linked to companies, the shipment filed under the
 * importer's company (the exporter's when no importer is named).
 */
export async function writeBills(trx: Transaction<DB>, bills: BillOfLading[], source: string): Promise<ChunkCounts> {
  const importers = bills.map((b) => partyOf(b.importer_name, b.importer_country));
  const exporters = bills.map((b) => partyOf(b.exporter_name, b.exporter_country));
  const all = [...importers, ...exporters].filter((p): p is Party => p !== undefined);
  const matched = await matchParties(trx, all);
  const owners = bills.map((_, i) => importers[i] ?? exporters[i]);
  const lastSeen = new Map<string, string>();
  owners.forEach((party, i) => {
    const date = bills[i]?.arrival_date ?? "";
    if (party && date > (lastSeen.get(partyKey(party)) ?? "")) lastSeen.set(partyKey(party), date);
  });
  const toCreate = new Map<string, Party>();
  for (const party of owners) if (party && !matched.has(partyKey(party))) toCreate.set(partyKey(party), party);
  const created = await createParties(trx, [...toCreate.values()], source, lastSeen);
  const idOf = (party: Party | undefined) =>
    party ? (matched.get(partyKey(party)) ?? created.get(partyKey(party))) : undefined;
  const rows: Row[] = bills.map((bill, i) => {
    const importerId = idOf(importers[i]);
    const exporterId = importers[i] ? exporters[i] && matched.get(partyKey(exporters[i])) : idOf(exporters[i]);
    return {
      ...bill,
      company_id: importerId ?? exporterId,
      id: shipmentId(bill.bill_no),
      record_kind: "bill-of-lading",
      importer_company_id: importerId ?? null,
      exporter_company_id: exporterId ?? null,
      is_demo: false,
    };
  });
  await analyzeAsItGrows(trx, "shipments");
  const { rows: existing } = await sql<Row>`
    SELECT company_id::text, id::text, record_kind, master_bol, bill_no, to_char(arrival_date, 'YYYY-MM-DD') AS arrival_date,
      importer_company_id::text, importer_name, importer_address, importer_country, exporter_company_id::text,
      exporter_name, exporter_address, exporter_country, cargo_description, hs_code, product_code, origin_country,
      destination_country, port_of_lading, port_of_unlading, carrier, vessel, container_count, container_type,
      weight_kg::text, quantity::text, quantity_unit, value_usd::text, is_demo
    FROM shipments WHERE record_kind = 'bill-of-lading' AND source LIKE ${OWN_SOURCES}
      AND bill_no = ANY(${bills.map((b) => b.bill_no)}::text[])`.execute(trx);
  const before = new Map(existing.map((r) => [r.bill_no as string, r]));
  const counts: ChunkCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const changed: Row[] = [];
  const replaced: Row[] = [];
  for (const row of rows) {
    const old = before.get(row.bill_no as string);
    if (old && comparable(old) === comparable(row)) {
      counts.unchanged++;
      continue;
    }
    if (old) {
      counts.updated++;
      replaced.push(old);
    } else counts.inserted++;
    changed.push({ ...row, source });
  }
  if (replaced.length > 0) {
    await sql`DELETE FROM shipments s USING unnest(${replaced.map((r) => r.company_id)}::bigint[],
      ${replaced.map((r) => r.id)}::bigint[]) AS old(company_id, id)
      WHERE s.company_id = old.company_id AND s.id = old.id`.execute(trx);
  }
  await insertObjects(trx, "shipments", TRADE_TABLE_COLUMNS.shipments, changed);
  return counts;
}

export const billOfLadingFormat: RecordFormat<BillOfLading> = {
  id: "bill-of-lading",
  dataset: BOL_DATASET,
  usage: "bills of lading, CSV with the documented columns or CBP AMS names (docs/DATA.md)",
  input: "file",
  version: async (path, given) => versionOf(path, given),
  read: (path) => {
    const countries = tradeCountries();
    return aliasedCsvRecords(path, { spec: BOL_COLUMNS, map: (cells) => mapBillOfLading(cells, countries) });
  },
  key: (bill) => bill.bill_no,
  writeChunk: writeBills,
  afterImport: async (db) => {
    await afterCompanyImport(db);
    await refreshShipmentRollups(db);
  },
};
