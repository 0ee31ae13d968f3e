import { sql, type Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";

type Db = Kysely<DB>;

export type SourceListRow = {
  id: string;
  name: string;
  authority: string;
  version: string | null;
  published_on: string | null;
  imported_at: string | null;
  entry_count: number;
};

export async function sourceLists(db: Db): Promise<SourceListRow[]> {
  const { rows } = await sql<SourceListRow>`
    SELECT id, name, authority, version, published_on::text AS published_on, to_json(imported_at) #>> '{}' AS imported_at,
           entry_count
    FROM sanction_lists ORDER BY id`.execute(db);
  return rows;
}

export type EntryFilter = {
  keyword: string | null;
  type: string | null;
  list: string | null;
  /** Entries naming the country (nationality, citizenship or address), and of one programme. */
  country?: string | null;
  programme?: { listId: string; code: string } | null;
  limit: number;
  offset: number;
};

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function entryWhere(filter: EntryFilter) {
  const keyword = filter.keyword
    ? sql`AND EXISTS (SELECT 1 FROM sanction_names n WHERE n.list_id = e.list_id AND n.source_id = e.source_id
                      AND n.name ILIKE ${containing(filter.keyword)})`
    : sql``;
  const list = filter.list ? sql`AND e.list_id = ${filter.list}` : sql``;
  const type = filter.type ? sql`AND e.entry_type = ${filter.type}` : sql``;
  const country = filter.country
    ? sql`AND (EXISTS (SELECT 1 FROM sanction_nationalities x WHERE x.list_id = e.list_id AND x.source_id = e.source_id
                       AND x.country_code = ${filter.country})
            OR EXISTS (SELECT 1 FROM sanction_addresses x WHERE x.list_id = e.list_id AND x.source_id = e.source_id
                       AND x.country_code = ${filter.country}))`
    : sql``;
  const programme = filter.programme
    ? sql`AND EXISTS (SELECT 1 FROM sanction_entry_programmes p WHERE p.list_id = e.list_id AND p.source_id = e.source_id
                      AND p.list_id = ${filter.programme.listId} AND p.programme_code = ${filter.programme.code})`
    : sql``;
  return sql`WHERE true ${type} ${list} ${keyword} ${country} ${programme}`;
}

export type EntryRowData = {
  list_id: string;
  source_id: string;
  primary_name: string;
  entry_type: string;
  listed_on: string | null;
  programmes: string[] | null;
  countries: string[] | null;
  name_count: number;
};

/** A page of entries of one type whose name or any alias contains the keyword, by name. */
export async function searchEntries(db: Db, filter: EntryFilter): Promise<{ rows: EntryRowData[]; total: number }> {
  const where = entryWhere(filter);
  const [page, count] = await Promise.all([
    sql<EntryRowData>`
      SELECT e.list_id, e.source_id, e.primary_name, e.entry_type, e.listed_on::text AS listed_on,
             (SELECT array_agg(p.programme_code ORDER BY p.programme_code) FROM sanction_entry_programmes p
              WHERE p.list_id = e.list_id AND p.source_id = e.source_id) AS programmes,
             (SELECT array_agg(DISTINCT c.code ORDER BY c.code) FROM (
                SELECT country_code AS code FROM sanction_nationalities x WHERE x.list_id = e.list_id AND x.source_id = e.source_id
                UNION SELECT country_code FROM sanction_addresses x WHERE x.list_id = e.list_id AND x.source_id = e.source_id
              ) c WHERE c.code IS NOT NULL) AS countries,
             (SELECT count(*)::int FROM sanction_names n WHERE n.list_id = e.list_id AND n.source_id = e.source_id)
               AS name_count
      FROM sanction_entries e ${where}
      ORDER BY e.primary_name, e.list_id, e.source_id
      LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM sanction_entries e ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

const byPosition = <T extends keyof DB>(db: Db, table: T, listId: string, sourceId: string) =>
  sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}
    WHERE list_id = ${listId} AND source_id = ${sourceId} ORDER BY position`.execute(db);

/** One entry and every part of it, or undefined. */
export async function entryParts(db: Db, listId: string, sourceId: string) {
  const { rows } = await sql<{
    entry_type: string;
    primary_name: string;
    remarks: string | null;
    listed_on: string | null;
    details: Record<string, unknown> | null;
    source: string;
  }>`SELECT entry_type, primary_name, remarks, listed_on::text AS listed_on, details, source
     FROM sanction_entries WHERE list_id = ${listId} AND source_id = ${sourceId}`.execute(db);
  const entry = rows[0];
  if (!entry) return undefined;
  const [names, identifiers, addresses, births, places, nationalities, programmes] = await Promise.all([
    byPosition(db, "sanction_names", listId, sourceId),
    byPosition(db, "sanction_identifiers", listId, sourceId),
    byPosition(db, "sanction_addresses", listId, sourceId),
    byPosition(db, "sanction_birth_dates", listId, sourceId),
    byPosition(db, "sanction_birth_places", listId, sourceId),
    byPosition(db, "sanction_nationalities", listId, sourceId),
    sql<{ code: string; name: string | null }>`
      SELECT p.programme_code AS code, g.name FROM sanction_entry_programmes p
      LEFT JOIN sanction_programmes g ON g.list_id = p.list_id AND g.code = p.programme_code
      WHERE p.list_id = ${listId} AND p.source_id = ${sourceId} ORDER BY p.programme_code`.execute(db),
  ]);
  return {
    entry,
    names: names.rows,
    identifiers: identifiers.rows,
    addresses: addresses.rows,
    births: births.rows,
    places: places.rows,
    nationalities: nationalities.rows,
    programmes: programmes.rows,
  };
}

/** Every programme with its number of entries, and the HS codes loaded for programmes. */
export async function programmesAndProducts(db: Db, list: string | null) {
  const only = list ? sql`WHERE g.list_id = ${list}` : sql``;
  const [programmes, products] = await Promise.all([
    sql<{ list_id: string; code: string; name: string | null; entry_count: number }>`
      SELECT g.list_id, g.code, g.name,
             (SELECT count(*)::int FROM sanction_entry_programmes p WHERE p.list_id = g.list_id AND p.programme_code = g.code)
               AS entry_count
      FROM sanction_programmes g ${only} ORDER BY g.list_id, g.code`.execute(db),
    sql<{ list_id: string; programme_code: string; hs_code: string; description: string | null }>`
      SELECT g.list_id, g.programme_code, g.hs_code, g.description FROM sanctioned_products g ${only}
      ORDER BY g.hs_code, g.list_id, g.programme_code`.execute(db),
  ]);
  return { programmes: programmes.rows, products: products.rows };
}
