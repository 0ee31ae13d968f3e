import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import type { ChunkCounts } from "./record-format.ts";

type Db = Kysely<DB> | Transaction<DB>;

export type RunKey = { dataset: string; contentHash: string; chunkSize: number };
export type Run = { id: string; chunksDone: number };

/** An unfinished run of the same content and chunk size (killed or failed): the import resumes it. */
export async function findResumableRun(db: Db, key: RunKey): Promise<Run | null> {
  const row = await db
    .selectFrom("import_runs")
    .select(["id", "chunks_done"])
    .where("dataset", "=", key.dataset)
    .where("content_hash", "=", key.contentHash)
    .where("chunk_size", "=", key.chunkSize)
    .where("status", "in", ["running", "failed"])
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { id: String(row.id), chunksDone: row.chunks_done } : null;
}

/** The last finished run of this content, if any. */
export async function findDoneRun(db: Db, dataset: string, contentHash: string) {
  return db
    .selectFrom("import_runs")
    .selectAll()
    .where("dataset", "=", dataset)
    .where("content_hash", "=", contentHash)
    .where("status", "=", "done")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function startRun(
  db: Db,
  start: RunKey & { format: string; version: string; input: string; reportPath: string },
): Promise<Run> {
  const row = await db
    .insertInto("import_runs")
    .values({
      format: start.format,
      dataset: start.dataset,
      content_hash: start.contentHash,
      version: start.version,
      input: start.input,
      status: "running",
      chunk_size: start.chunkSize,
      report_path: start.reportPath,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: String(row.id), chunksDone: 0 };
}

export async function reopenRun(db: Db, runId: string): Promise<void> {
  await db.updateTable("import_runs").set({ status: "running", error: null }).where("id", "=", runId).execute();
}

/** The checkpoint: written in the same transaction as the chunk it records. */
export async function recordChunk(trx: Transaction<DB>, runId: string, chunksDone: number, counts: ChunkCounts) {
  await sql`UPDATE import_runs SET chunks_done = ${chunksDone}, inserted = inserted + ${counts.inserted},
    updated = updated + ${counts.updated}, unchanged = unchanged + ${counts.unchanged} WHERE id = ${runId}`.execute(
    trx,
  );
}

export type RunEnd = { records: number; rejected: number; truncated: boolean; reportPath: string | null };

export async function finishRun(db: Db, runId: string, end: RunEnd) {
  return db
    .updateTable("import_runs")
    .set({
      status: "done",
      records: end.records,
      rejected: end.rejected,
      truncated: end.truncated,
      report_path: end.reportPath,
      finished_at: new Date(),
    })
    .where("id", "=", runId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function failRun(db: Db, runId: string, error: unknown, end: RunEnd): Promise<void> {
  await db
    .updateTable("import_runs")
    .set({
      status: "failed",
      error: error instanceof Error ? error.message : String(error),
      records: end.records,
      rejected: end.rejected,
      report_path: end.reportPath,
      finished_at: new Date(),
    })
    .where("id", "=", runId)
    .execute();
}
