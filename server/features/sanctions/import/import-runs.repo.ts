import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../../db/schema.ts";
import type { ChunkCounts } from "./chunk-writer.ts";

export type Run = { id: string; chunksDone: number; resumed: boolean };

type RunStart = {
  listId: string;
  contentHash: string;
  version: string;
  chunkSize: number;
  chunks: number;
  reportPath: string | null;
  rejected: number;
};

/** An unfinished run of the same content and chunk size (killed or failed), to resume. */
export async function findResumableRun(
  trx: Transaction<DB> | Kysely<DB>,
  listId: string,
  contentHash: string,
  chunkSize: number,
): Promise<Run | null> {
  const row = await trx
    .selectFrom("sanction_import_runs")
    .select(["id", "chunks_done"])
    .where("list_id", "=", listId)
    .where("content_hash", "=", contentHash)
    .where("chunk_size", "=", chunkSize)
    .where("status", "in", ["running", "failed"])
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { id: String(row.id), chunksDone: row.chunks_done, resumed: true } : null;
}

/** Resumes the unfinished run of this content, or starts a new one. */
export async function startRun(trx: Transaction<DB>, start: RunStart): Promise<Run> {
  const open = await findResumableRun(trx, start.listId, start.contentHash, start.chunkSize);
  if (open) {
    await trx
      .updateTable("sanction_import_runs")
      .set({ status: "running", error: null })
      .where("id", "=", open.id)
      .execute();
    return open;
  }
  const row = await trx
    .insertInto("sanction_import_runs")
    .values({
      list_id: start.listId,
      content_hash: start.contentHash,
      version: start.version,
      status: "running",
      chunk_size: start.chunkSize,
      chunks_total: start.chunks,
      report_path: start.reportPath,
      rejected: start.rejected,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: String(row.id), chunksDone: 0, resumed: false };
}

/** The checkpoint: written in the same transaction as the chunk it records. */
export async function recordChunk(
  trx: Transaction<DB>,
  runId: string,
  chunksDone: number,
  counts: ChunkCounts,
): Promise<void> {
  await sql`UPDATE sanction_import_runs SET chunks_done = ${chunksDone}, inserted = inserted + ${counts.inserted},
    updated = updated + ${counts.updated}, unchanged = unchanged + ${counts.unchanged} WHERE id = ${runId}`.execute(
    trx,
  );
}

export async function finishRun(trx: Transaction<DB>, runId: string, removed: number): Promise<void> {
  await trx
    .updateTable("sanction_import_runs")
    .set({ status: "done", removed, finished_at: new Date() })
    .where("id", "=", runId)
    .execute();
}

export async function failRun(db: Kysely<DB>, runId: string, error: unknown): Promise<void> {
  await db
    .updateTable("sanction_import_runs")
    .set({ status: "failed", error: error instanceof Error ? error.message : String(error) })
    .where("id", "=", runId)
    .execute();
}
