import { sql, type RawBuilder, type Transaction } from "kysely";
import type { DB } from "../../../db/schema.ts";
import { bulkInsert, type BulkColumn } from "../../../db/bulk-insert.ts";
import type { PreparedEntry } from "./prepared-entry.ts";

export type ChunkCounts = { inserted: number; updated: number; unchanged: number };

/** Tables holding an entry's parts, keyed by (list_id, source_id); rewritten when the entry changes. */
export const CHILD_TABLES = [
  "sanction_entry_programmes",
  "sanction_names",
  "sanction_addresses",
  "sanction_identifiers",
  "sanction_birth_dates",
  "sanction_birth_places",
  "sanction_nationalities",
] as const;

const col = (name: string, type: BulkColumn["type"] = "text"): BulkColumn => ({ name, type });
const KEY = [col("list_id"), col("source_id"), col("position", "int")];

const ENTRY_UPSERT = `ON CONFLICT (list_id, source_id) DO UPDATE SET entry_type = EXCLUDED.entry_type,
  primary_name = EXCLUDED.primary_name, remarks = EXCLUDED.remarks, listed_on = EXCLUDED.listed_on,
  details = EXCLUDED.details, content_hash = EXCLUDED.content_hash, source = EXCLUDED.source, updated_at = now()`;

/** Every child row of the entries, per table, ready for bulkInsert. */
function childRows(listId: string, source: string, prepared: readonly PreparedEntry[]) {
  const rows: Record<(typeof CHILD_TABLES)[number], unknown[][]> = {
    sanction_entry_programmes: [],
    sanction_names: [],
    sanction_addresses: [],
    sanction_identifiers: [],
    sanction_birth_dates: [],
    sanction_birth_places: [],
    sanction_nationalities: [],
  };
  for (const { entry: e } of prepared) {
    const key = (i: number) => [listId, e.sourceId, i + 1];
    for (const p of e.programmes) rows.sanction_entry_programmes.push([listId, e.sourceId, p, source]);
    e.names.forEach((n, i) =>
      rows.sanction_names.push([...key(i), n.name, n.nameType, n.quality, n.script, n.language, n.source ?? source]),
    );
    e.addresses.forEach((a, i) =>
      rows.sanction_addresses.push([
        ...key(i),
        a.street,
        a.city,
        a.region,
        a.postalCode,
        a.country,
        a.countryCode,
        a.remarks,
        a.source ?? source,
      ]),
    );
    e.identifiers.forEach((d, i) =>
      rows.sanction_identifiers.push([
        ...key(i),
        d.idType,
        d.label,
        d.value,
        d.country,
        d.countryCode,
        d.notes,
        source,
      ]),
    );
    e.birthDates.forEach((d, i) =>
      rows.sanction_birth_dates.push([...key(i), d.text, d.year, d.month, d.day, d.yearTo, d.isApproximate, source]),
    );
    e.birthPlaces.forEach((p, i) => rows.sanction_birth_places.push([...key(i), p.place, p.countryCode, source]));
    e.nationalities.forEach((n, i) =>
      rows.sanction_nationalities.push([...key(i), n.country, n.countryCode, n.kind, source]),
    );
  }
  return rows;
}

const CHILD_COLUMNS: Record<(typeof CHILD_TABLES)[number], BulkColumn[]> = {
  sanction_entry_programmes: [col("list_id"), col("source_id"), col("programme_code"), col("source")],
  sanction_names: [
    ...KEY,
    col("name"),
    col("name_type"),
    col("quality"),
    col("script"),
    col("language"),
    col("source"),
  ],
  sanction_addresses: [
    ...KEY,
    col("street"),
    col("city"),
    col("region"),
    col("postal_code"),
    col("country"),
    col("country_code"),
    col("remarks"),
    col("source"),
  ],
  sanction_identifiers: [
    ...KEY,
    col("id_type"),
    col("label"),
    col("value"),
    col("country"),
    col("country_code"),
    col("notes"),
    col("source"),
  ],
  sanction_birth_dates: [
    ...KEY,
    col("text"),
    col("year", "int"),
    col("month", "int"),
    col("day", "int"),
    col("year_to", "int"),
    col("is_approximate", "bool"),
    col("source"),
  ],
  sanction_birth_places: [...KEY, col("place"), col("country_code"), col("source")],
  sanction_nationalities: [...KEY, col("country"), col("country_code"), col("kind"), col("source")],
};

/** Deletes the parts (names, addresses, ...) of a list's entries that match the condition. */
export async function deleteParts(trx: Transaction<DB>, listId: string, condition: RawBuilder<unknown>): Promise<void> {
  for (const table of CHILD_TABLES) {
    await sql`DELETE FROM ${sql.table(table)} WHERE list_id = ${listId} AND ${condition}`.execute(trx);
  }
}

/**
 * Deletes parts whose entry is gone (an entry deleted by hand, outside the importer), so that
 * re-importing that entry does not collide with them. One anti-join per table, once per import.
 */
export async function deleteOrphanParts(trx: Transaction<DB>, listId: string): Promise<void> {
  for (const table of CHILD_TABLES) {
    await sql`DELETE FROM ${sql.table(table)} AS p WHERE p.list_id = ${listId}
      AND NOT EXISTS (SELECT 1 FROM sanction_entries e WHERE e.list_id = p.list_id AND e.source_id = p.source_id)`.execute(
      trx,
    );
  }
}

/**
 * Writes one chunk of entries in the caller's transaction: new entries are inserted, changed ones
 * (another content hash) are updated and their parts rewritten, unchanged ones are left alone.
 */
export async function writeChunk(
  trx: Transaction<DB>,
  listId: string,
  source: string,
  chunk: readonly PreparedEntry[],
): Promise<ChunkCounts> {
  const ids = chunk.map((p) => p.entry.sourceId);
  const { rows: existing } = await sql<{ source_id: string; content_hash: string }>`
    SELECT source_id, content_hash FROM sanction_entries WHERE list_id = ${listId} AND source_id = ANY(${ids}::text[])`.execute(
    trx,
  );
  const known = new Map(existing.map((r) => [r.source_id, r.content_hash]));
  const changed = chunk.filter((p) => known.has(p.entry.sourceId) && known.get(p.entry.sourceId) !== p.hash);
  const fresh = chunk.filter((p) => !known.has(p.entry.sourceId));
  const toWrite = [...fresh, ...changed];
  if (changed.length > 0) {
    const changedIds = changed.map((p) => p.entry.sourceId);
    await deleteParts(trx, listId, sql`source_id = ANY(${changedIds}::text[])`);
  }
  if (toWrite.length > 0) {
    await bulkInsert(
      trx,
      "sanction_entries",
      [
        col("list_id"),
        col("source_id"),
        col("entry_type"),
        col("primary_name"),
        col("remarks"),
        col("listed_on", "date"),
        col("details", "jsonb"),
        col("content_hash"),
        col("source"),
      ],
      toWrite.map(({ entry: e, hash }) => [
        listId,
        e.sourceId,
        e.entryType,
        e.primaryName,
        e.remarks,
        e.listedOn,
        e.details,
        hash,
        source,
      ]),
      { conflict: ENTRY_UPSERT },
    );
    const children = childRows(listId, source, toWrite);
    for (const table of CHILD_TABLES) {
      if (children[table].length > 0)
        await bulkInsert(trx, table, CHILD_COLUMNS[table], children[table], { batchSize: 10_000 });
    }
  }
  return { inserted: fresh.length, updated: changed.length, unchanged: chunk.length - toWrite.length };
}
