import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { CompanyRow } from "./sync-rules.ts";
import type { CollectionItemsRow, CollectionsRow } from "../../db/generated/database.ts";

/**
 * SQL shared by folders and tags: both are a named list (a name register and a tombstone) with
 * memberships (a presence register per company). `ListTables` names the pair of tables.
 */
export type ListTables =
  | { list: "collections"; members: "collection_items"; listColumn: "collection_id" }
  | { list: "tags"; members: "company_tags"; listColumn: "tag_id" };

export const FOLDERS: ListTables = { list: "collections", members: "collection_items", listColumn: "collection_id" };
export const TAGS: ListTables = { list: "tags", members: "company_tags", listColumn: "tag_id" };

type Db = Kysely<DB> | Transaction<DB>;

export type ListRow = Omit<CollectionsRow, "updated_at"> & { item_count: number };

/** The list with its count of present members, whoever owns it (the caller checks the owner). */
export async function findList(db: Db, t: ListTables, id: string): Promise<ListRow | undefined> {
  const result = await sql<ListRow>`
    SELECT l.id, l.user_id::text AS user_id, l.name, l.name_changed_at, l.created_at, l.deleted_at,
      (SELECT count(*)::int FROM ${sql.table(t.members)} m WHERE m.${sql.ref(t.listColumn)} = l.id AND m.present) AS item_count
    FROM ${sql.table(t.list)} l WHERE l.id = ${id}`.execute(db);
  return result.rows[0];
}

/** The user's live lists, oldest first, with member counts (and whether one company is a member). */
export async function listLists(db: Db, t: ListTables, userId: string, companyId: string | null) {
  const result = await sql<ListRow & { contains_company: boolean | null }>`
    SELECT l.id, l.user_id::text AS user_id, l.name, l.name_changed_at, l.created_at, l.deleted_at,
      count(m.aaa_id)::int AS item_count,
      ${companyId === null ? sql`NULL::boolean` : sql`coalesce(bool_or(m.company_id = ${companyId}), false)`} AS contains_company
    FROM ${sql.table(t.list)} l
    LEFT JOIN ${sql.table(t.members)} m ON m.${sql.ref(t.listColumn)} = l.id AND m.present
    WHERE l.user_id = ${userId} AND l.deleted_at IS NULL
    GROUP BY l.id
    ORDER BY l.created_at, l.id`.execute(db);
  return result.rows;
}

/**
 * Creates the list, or, when it exists for the same user, applies the name as a last-writer-wins
 * write ordered by (time, name). Another user's list with the id is left untouched.
 */
export async function upsertList(
  db: Db,
  t: ListTables,
  row: { id: string; userId: string; name: string; at: Date; now: Date },
): Promise<void> {
  await sql`
    INSERT INTO ${sql.table(t.list)} (id, user_id, name, name_changed_at, created_at, updated_at)
    VALUES (${row.id}, ${row.userId}, ${row.name}, ${row.at}, ${row.at}, ${row.now})
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_changed_at = excluded.name_changed_at,
      updated_at = excluded.updated_at
    WHERE ${sql.table(t.list)}.user_id = excluded.user_id AND ${sql.table(t.list)}.deleted_at IS NULL
      AND (excluded.name_changed_at, excluded.name) > (${sql.table(t.list)}.name_changed_at, ${sql.table(t.list)}.name)`.execute(
    db,
  );
}

/** Renames a live list when this write is later than the current name's. */
export async function renameList(db: Db, t: ListTables, row: { id: string; name: string; at: Date; now: Date }) {
  await sql`
    UPDATE ${sql.table(t.list)} SET name = ${row.name}, name_changed_at = ${row.at}, updated_at = ${row.now}
    WHERE id = ${row.id} AND deleted_at IS NULL AND (${row.at}::timestamptz, ${row.name}::text) > (name_changed_at, name)`.execute(
    db,
  );
}

/** Turns the list into a tombstone; of several deletions the earliest time is kept. */
export async function tombstoneList(db: Db, t: ListTables, row: { id: string; at: Date; now: Date }) {
  await sql`
    UPDATE ${sql.table(t.list)} SET deleted_at = LEAST(coalesce(deleted_at, ${row.at}::timestamptz), ${row.at}::timestamptz),
      updated_at = ${row.now}
    WHERE id = ${row.id}`.execute(db);
}

/**
 * Writes memberships as last-writer-wins registers ordered by (time, present): on a tie the
 * company stays in. A removal of a company never added is stored too, so that an older add
 * arriving later still loses. A losing write may still fill in a missing company name or country.
 */
export async function writeMemberships(
  db: Db,
  t: ListTables,
  write: {
    listIds: readonly string[];
    userId: string;
    companies: readonly CompanyRow[];
    present: boolean;
    at: Date;
    now: Date;
  },
): Promise<void> {
  const rows = write.listIds.flatMap((listId) => write.companies.map((company) => ({ listId, company })));
  const BATCH = 1000;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const m = sql.table(t.members);
    const wins = sql`(excluded.changed_at, excluded.present) > (${m}.changed_at, ${m}.present)`;
    await sql`
      INSERT INTO ${m} (${sql.ref(t.listColumn)}, aaa_id, company_id, user_id, present, changed_at, company_name, country_code, updated_at)
      SELECT u.list_id, u.aaa_id, u.company_id, ${write.userId}, ${write.present}, ${write.at}, u.company_name, u.country_code, ${write.now}
      FROM unnest(${batch.map((r) => r.listId)}::uuid[], ${batch.map((r) => r.company.aaaId)}::text[],
        ${batch.map((r) => r.company.companyId)}::bigint[], ${batch.map((r) => r.company.companyName)}::text[],
        ${batch.map((r) => r.company.countryCode)}::text[]) AS u(list_id, aaa_id, company_id, company_name, country_code)
      ON CONFLICT (${sql.ref(t.listColumn)}, aaa_id) DO UPDATE SET
        present = CASE WHEN ${wins} THEN excluded.present ELSE ${m}.present END,
        changed_at = CASE WHEN ${wins} THEN excluded.changed_at ELSE ${m}.changed_at END,
        company_name = CASE WHEN ${wins} THEN coalesce(excluded.company_name, ${m}.company_name)
          ELSE coalesce(${m}.company_name, excluded.company_name) END,
        country_code = CASE WHEN ${wins} THEN coalesce(excluded.country_code, ${m}.country_code)
          ELSE coalesce(${m}.country_code, excluded.country_code) END,
        updated_at = excluded.updated_at`.execute(db);
  }
}

export type MemberRow = Pick<
  CollectionItemsRow,
  "aaa_id" | "company_name" | "country_code" | "present" | "changed_at"
> & { list_id: string };

/**
 * Memberships of the user's live lists, with the company's current name and country when the
 * company is loaded, else what the client sent. `onlyPresent` leaves out removals.
 */
export async function memberships(
  db: Db,
  t: ListTables,
  filter: { userId: string; listId?: string; onlyPresent: boolean; limit?: number; offset?: number },
): Promise<MemberRow[]> {
  const result = await sql<MemberRow>`
    SELECT m.${sql.ref(t.listColumn)} AS list_id, m.aaa_id, coalesce(c.name, m.company_name) AS company_name,
      coalesce(c.country_code, m.country_code) AS country_code, m.present, m.changed_at
    FROM ${sql.table(t.members)} m
    JOIN ${sql.table(t.list)} l ON l.id = m.${sql.ref(t.listColumn)} AND l.deleted_at IS NULL
    LEFT JOIN companies c ON c.id = m.company_id
    WHERE m.user_id = ${filter.userId}
      ${filter.listId ? sql`AND m.${sql.ref(t.listColumn)} = ${filter.listId}` : sql``}
      ${filter.onlyPresent ? sql`AND m.present` : sql``}
    ORDER BY m.changed_at DESC, m.aaa_id
    ${filter.limit !== undefined ? sql`LIMIT ${filter.limit} OFFSET ${filter.offset ?? 0}` : sql``}`.execute(db);
  return result.rows;
}
