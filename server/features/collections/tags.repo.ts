import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { ListRow } from "./lists.repo.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** The user's live tags that carry the company, with their counts. */
export async function tagsOfCompany(db: Db, userId: string, companyId: string): Promise<ListRow[]> {
  const result = await sql<ListRow>`
    SELECT t.id, t.user_id::text AS user_id, t.name, t.name_changed_at, t.created_at, t.deleted_at,
      (SELECT count(*)::int FROM company_tags n WHERE n.tag_id = t.id AND n.present) AS item_count
    FROM tags t
    JOIN company_tags m ON m.tag_id = t.id AND m.company_id = ${companyId} AND m.present
    WHERE t.user_id = ${userId} AND t.deleted_at IS NULL
    ORDER BY t.created_at, t.id`.execute(db);
  return result.rows;
}
