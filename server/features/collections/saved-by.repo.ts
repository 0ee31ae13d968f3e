import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

/** The users who keep a company in a collection (a folder not deleted), to notify about it. */
export async function usersWhoSaved(db: Kysely<DB>, companyId: string) {
  const { rows } = await sql<{ user_id: string; company_name: string | null }>`
    SELECT DISTINCT ON (i.user_id) i.user_id::text AS user_id, i.company_name
    FROM collection_items i
    JOIN collections c ON c.id = i.collection_id
    WHERE i.company_id = ${companyId} AND i.present AND c.deleted_at IS NULL
    ORDER BY i.user_id`.execute(db);
  return rows;
}
