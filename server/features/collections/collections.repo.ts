import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { CollectionItemsRow, CompaniesRow } from "../../db/generated/database.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** A saved company: the company's name and country when it is loaded, else what the client sent. */
export type SavedRow = Pick<CollectionItemsRow, "aaa_id" | "country_code"> & {
  company_name: CompaniesRow["name"];
  added_at: CollectionItemsRow["changed_at"];
  collection_ids: CollectionItemsRow["collection_id"][];
};

/**
 * "Saved": every company in any of the user's live folders, once, with the folders that hold it,
 * most recently collected first. `collectionId` narrows it to one folder.
 */
export async function savedCompanies(
  db: Db,
  filter: { userId: string; collectionId?: string | undefined; limit: number; offset: number },
): Promise<{ total: number; rows: SavedRow[] }> {
  const inFolder = filter.collectionId
    ? sql`AND m.aaa_id IN (SELECT aaa_id FROM collection_items WHERE collection_id = ${filter.collectionId} AND present)`
    : sql``;
  const result = await sql<SavedRow & { total: number }>`
    WITH saved AS (
      SELECT m.aaa_id, max(m.company_id) AS company_id, max(m.company_name) AS company_name,
        max(m.country_code) AS country_code,
        max(m.changed_at) FILTER (WHERE ${filter.collectionId ? sql`m.collection_id = ${filter.collectionId}` : sql`true`}) AS added_at,
        array_agg(m.collection_id::text ORDER BY l.created_at, l.id) AS collection_ids
      FROM collection_items m
      JOIN collections l ON l.id = m.collection_id AND l.deleted_at IS NULL
      WHERE m.user_id = ${filter.userId} AND m.present ${inFolder}
      GROUP BY m.aaa_id
    )
    SELECT s.aaa_id, coalesce(c.name, s.company_name, s.aaa_id) AS company_name,
      coalesce(c.country_code, s.country_code) AS country_code, s.added_at, s.collection_ids,
      count(*) OVER ()::int AS total
    FROM saved s LEFT JOIN companies c ON c.id = s.company_id
    ORDER BY s.added_at DESC, s.aaa_id
    LIMIT ${filter.limit} OFFSET ${filter.offset}`.execute(db);
  const total = result.rows[0]?.total ?? (filter.offset > 0 ? await countSaved(db, filter) : 0);
  return { total, rows: result.rows };
}

async function countSaved(db: Db, filter: { userId: string; collectionId?: string | undefined }): Promise<number> {
  const result = await sql<{ n: number }>`
    SELECT count(DISTINCT m.aaa_id)::int AS n FROM collection_items m
    JOIN collections l ON l.id = m.collection_id AND l.deleted_at IS NULL
    WHERE m.user_id = ${filter.userId} AND m.present
      ${filter.collectionId ? sql`AND m.collection_id = ${filter.collectionId}` : sql``}`.execute(db);
  return result.rows[0]?.n ?? 0;
}
