import { sql, type Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";
import type { KeptResults, ScreeningChange } from "./screening-changes.ts";

type Executor = Kysely<DB>;

/**
 * Companies in a user's collection (a folder not deleted) that were not yet screened against the
 * lists' current fingerprint, with their last screening if they had one; at most `limit`.
 */
export async function savedCompaniesToScreen(db: Executor, fingerprint: string, limit: number) {
  const { rows } = await sql<{
    company_id: string;
    lists_fingerprint: string | null;
    results: KeptResults | null;
  }>`
    SELECT saved.company_id::text AS company_id, s.lists_fingerprint, s.results
    FROM (SELECT DISTINCT i.company_id FROM collection_items i
          JOIN collections c ON c.id = i.collection_id
          WHERE i.present AND c.deleted_at IS NULL) saved
    LEFT JOIN company_screenings s ON s.company_id = saved.company_id
    WHERE s.lists_fingerprint IS DISTINCT FROM ${fingerprint}
    ORDER BY saved.company_id
    LIMIT ${limit}`.execute(db);
  return rows;
}

type Screened = { companyId: string; fingerprint: string; results: KeptResults; threshold: number; at: Date };

/** A company's first screening, the base later ones are compared with; false when another process wrote it first. */
export async function insertFirstScreening(db: Executor, s: Screened): Promise<boolean> {
  const { rows } = await sql`
    INSERT INTO company_screenings (company_id, lists_fingerprint, results, threshold, screened_at)
    VALUES (${s.companyId}, ${s.fingerprint}, ${JSON.stringify(s.results)}::jsonb, ${s.threshold}, ${s.at})
    ON CONFLICT (company_id) DO NOTHING RETURNING company_id`.execute(db);
  return rows.length === 1;
}

/**
 * Replaces the screening made against `previousFingerprint`; false when it is no longer that one
 * (another process re-screened the company first), so its changes are recorded once.
 */
export async function replaceScreening(db: Executor, s: Screened, previousFingerprint: string): Promise<boolean> {
  const result = await db
    .updateTable("company_screenings")
    .set({
      lists_fingerprint: s.fingerprint,
      results: JSON.stringify(s.results),
      threshold: s.threshold,
      screened_at: s.at,
    })
    .where("company_id", "=", s.companyId)
    .where("lists_fingerprint", "=", previousFingerprint)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertChanges(
  db: Executor,
  companyId: string,
  changes: readonly ScreeningChange[],
  context: { threshold: number; lists: { id: string; version: string | null }[]; at: Date },
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto("company_screening_changes")
    .values(
      changes.map((c) => ({
        company_id: companyId,
        change: c.change,
        subject_role: c.role,
        subject_name: c.subjectName,
        entry_id: c.entryId,
        caption: c.caption,
        score_before: c.scoreBefore,
        score_after: c.scoreAfter,
        threshold: context.threshold,
        lists: JSON.stringify(context.lists),
        detected_at: context.at,
      })),
    )
    .execute();
}
