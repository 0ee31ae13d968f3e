import { sql, type Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";
import type { SanctionEntry } from "../sanction-entry.ts";

/** Every list's version: the index is rebuilt when this changes (an import added a version). */
export async function listsFingerprint(db: Kysely<DB>): Promise<string> {
  const rows = await db
    .selectFrom("sanction_lists")
    .select(["id", "content_hash", "entry_count", sql<string>`imported_at::text`.as("imported_at")])
    .orderBy("id")
    .execute();
  return rows.map((r) => `${r.id}:${r.content_hash ?? ""}:${r.entry_count}:${r.imported_at ?? ""}`).join("|");
}

export type ListVersion = { id: string; name: string; version: string | null; entryCount: number };

export async function listVersions(db: Kysely<DB>): Promise<ListVersion[]> {
  const rows = await db
    .selectFrom("sanction_lists")
    .select(["id", "name", "version", "entry_count"])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, version: r.version, entryCount: r.entry_count }));
}

type Keyed = { list_id: string; source_id: string };

function groupBy<T extends Keyed>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.list_id}\u0000${row.source_id}`;
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

/** Every entry of every list, with the parts the screening engine reads, in list and id order. */
export async function readAllEntries(db: Kysely<DB>): Promise<{ listId: string; entry: SanctionEntry }[]> {
  const [entries, names, programmes, addresses, identifiers, births, places, nationalities] = await Promise.all([
    db
      .selectFrom("sanction_entries")
      .select([
        "list_id",
        "source_id",
        "entry_type",
        "primary_name",
        "remarks",
        sql<string | null>`listed_on::text`.as("listed_on"),
      ])
      .orderBy("list_id")
      .orderBy("source_id")
      .execute(),
    db.selectFrom("sanction_names").selectAll().orderBy("position").execute(),
    db.selectFrom("sanction_entry_programmes").select(["list_id", "source_id", "programme_code"]).execute(),
    db.selectFrom("sanction_addresses").selectAll().orderBy("position").execute(),
    db.selectFrom("sanction_identifiers").selectAll().orderBy("position").execute(),
    db.selectFrom("sanction_birth_dates").selectAll().orderBy("position").execute(),
    db.selectFrom("sanction_birth_places").selectAll().orderBy("position").execute(),
    db.selectFrom("sanction_nationalities").selectAll().orderBy("position").execute(),
  ]);
  const [byNames, byProgrammes, byAddresses, byIds, byBirths, byPlaces, byNationalities] = [
    groupBy(names),
    groupBy(programmes),
    groupBy(addresses),
    groupBy(identifiers),
    groupBy(births),
    groupBy(places),
    groupBy(nationalities),
  ];
  return entries.map((e) => {
    const key = `${e.list_id}\u0000${e.source_id}`;
    const entry: SanctionEntry = {
      sourceId: e.source_id,
      entryType: e.entry_type,
      primaryName: e.primary_name,
      programmes: (byProgrammes.get(key) ?? []).map((p) => p.programme_code),
      remarks: e.remarks,
      listedOn: e.listed_on,
      details: {},
      names: (byNames.get(key) ?? []).map((n) => ({
        name: n.name,
        nameType: n.name_type,
        quality: n.quality,
        script: n.script,
        language: n.language,
      })),
      addresses: (byAddresses.get(key) ?? []).map((a) => ({
        street: a.street,
        city: a.city,
        region: a.region,
        postalCode: a.postal_code,
        country: a.country,
        countryCode: a.country_code,
        remarks: a.remarks,
      })),
      identifiers: (byIds.get(key) ?? []).map((i) => ({
        idType: i.id_type,
        label: i.label,
        value: i.value,
        country: i.country,
        countryCode: i.country_code,
        notes: i.notes,
      })),
      birthDates: (byBirths.get(key) ?? []).map((b) => ({
        text: b.text,
        year: b.year,
        month: b.month,
        day: b.day,
        yearTo: b.year_to,
        isApproximate: b.is_approximate,
      })),
      birthPlaces: (byPlaces.get(key) ?? []).map((p) => ({ place: p.place, countryCode: p.country_code })),
      nationalities: (byNationalities.get(key) ?? []).map((n) => ({
        country: n.country,
        countryCode: n.country_code,
        kind: n.kind,
      })),
    };
    return { listId: e.list_id, entry };
  });
}
