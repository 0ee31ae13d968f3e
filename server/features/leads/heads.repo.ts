import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { LeadsAnswers, LeadsPostFilter } from "../../../contract/leads.ts";

/** SQL of the saved questionnaires (migration 0031): every query is scoped to its user. */

export type HeadRow = {
  id: string;
  name: string;
  answers: unknown;
  post_filter: unknown;
  created_at: string;
  updated_at: string;
};

const COLUMNS = sql`id::text AS id, name, answers, post_filter,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

export async function listHeads(db: Kysely<DB>, userId: string): Promise<HeadRow[]> {
  const { rows } = await sql<HeadRow>`SELECT ${COLUMNS} FROM leads_answer_heads WHERE user_id = ${userId}
    ORDER BY updated_at DESC, id DESC`.execute(db);
  return rows;
}

export async function countHeads(db: Kysely<DB>, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM leads_answer_heads
    WHERE user_id = ${userId}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Whether another of the user's heads has this name (case-insensitive). */
export async function nameTaken(db: Kysely<DB>, userId: string, name: string, exceptId?: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`SELECT id::text AS id FROM leads_answer_heads
    WHERE user_id = ${userId} AND lower(name) = lower(${name})
      ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`} LIMIT 1`.execute(db);
  return rows.length > 0;
}

export async function insertHead(
  db: Kysely<DB>,
  userId: string,
  name: string,
  answers: LeadsAnswers,
): Promise<HeadRow> {
  const { rows } = await sql<HeadRow>`INSERT INTO leads_answer_heads (user_id, name, answers)
    VALUES (${userId}, ${name}, ${JSON.stringify(answers)}::jsonb) RETURNING ${COLUMNS}`.execute(db);
  return rows[0] as HeadRow;
}

/** Changes one of the user's heads; undefined when it is not theirs or does not exist. */
export async function updateHead(
  db: Kysely<DB>,
  userId: string,
  id: string,
  change: { name?: string; answers?: LeadsAnswers; postFilter?: LeadsPostFilter },
): Promise<HeadRow | undefined> {
  const sets = [
    change.name === undefined ? null : sql`name = ${change.name}`,
    change.answers === undefined ? null : sql`answers = ${JSON.stringify(change.answers)}::jsonb`,
    change.postFilter === undefined ? null : sql`post_filter = ${JSON.stringify(change.postFilter)}::jsonb`,
  ].filter((s) => s !== null);
  const { rows } = await sql<HeadRow>`UPDATE leads_answer_heads SET ${sql.join(sets)}, updated_at = clock_timestamp()
    WHERE id = ${id} AND user_id = ${userId} RETURNING ${COLUMNS}`.execute(db);
  return rows[0];
}

export async function deleteHead(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const result = await sql`DELETE FROM leads_answer_heads WHERE id = ${id} AND user_id = ${userId}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
