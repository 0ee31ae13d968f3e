import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../../db/schema.ts";
import { bulkInsert } from "../../../db/bulk-insert.ts";
import type { ParsedList } from "../sanction-entry.ts";
import { SANCTION_LISTS, type SanctionListId } from "../sanction-lists.ts";
import { deleteOrphanParts, deleteParts, writeChunk } from "./chunk-writer.ts";
import { prepareEntry } from "./prepared-entry.ts";
import { hasErrors } from "../parse/list-file.ts";
import { failRun, findResumableRun, finishRun, recordChunk, startRun, type Run } from "./import-runs.repo.ts";

export type Transact = <T>(work: (trx: Transaction<DB>) => Promise<T>) => Promise<T>;

export type ImportOptions = {
  /** Runs one unit of work in a transaction: its own per chunk (CLI), or the loader's one. */
  transact: Transact;
  chunkSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Import even when this exact content was imported already. */
  force?: boolean;
  /** Remove entries missing from the file even when the file had errors (default: only when clean). */
  removeMissing?: boolean;
  /** Where the rejected rows were reported, stored with the run. */
  reportPath?: string | null;
  /** Tests: stop with an error after this many committed chunks, as a kill would. */
  failAfterChunks?: number;
};

export type ImportSummary = {
  listId: string;
  version: string;
  status: "imported" | "unchanged";
  entriesInFile: number;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** Entries in the database but not in the file, kept because the file was incomplete or had errors. */
  keptMissing: number;
  rejected: number;
  resumedFromChunk: number;
  chunks: number;
  entriesInList: number;
};

/** Raised by `failAfterChunks`. */
export class InjectedFailure extends Error {}

async function ensureList(
  trx: Transaction<DB>,
  listId: SanctionListId,
): Promise<{ content_hash: string | null; entry_count: number }> {
  const meta = SANCTION_LISTS[listId];
  await sql`INSERT INTO sanction_lists (id, name, authority, format) VALUES (${listId}, ${meta.name}, ${meta.authority}, ${meta.format})
    ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, authority = EXCLUDED.authority, format = EXCLUDED.format`.execute(
    trx,
  );
  return trx
    .selectFrom("sanction_lists")
    .select(["content_hash", "entry_count"])
    .where("id", "=", listId)
    .executeTakeFirstOrThrow();
}

/**
 * Entries a file no longer lists are removed only when the file is complete, has no damaged rows,
 * and keeps at least half of the list (an empty or cut export must not wipe a list).
 */
export function mayRemoveMissing(list: ParsedList, entriesInDatabase: number): boolean {
  return list.isComplete && !hasErrors(list.rejects) && list.entries.length * 2 >= entriesInDatabase;
}

async function finalise(trx: Transaction<DB>, list: ParsedList, run: Run, source: string, removeMissing: boolean) {
  const programmes = [...list.programmes].map(([code, name]) => [list.listId, code, name, source]);
  await bulkInsert(
    trx,
    "sanction_programmes",
    [
      { name: "list_id", type: "text" },
      { name: "code", type: "text" },
      { name: "name", type: "text" },
      { name: "source", type: "text" },
    ],
    programmes,
    { conflict: "ON CONFLICT (list_id, code) DO UPDATE SET name = COALESCE(EXCLUDED.name, sanction_programmes.name)" },
  );
  const ids = list.entries.map((e) => e.sourceId);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sanction_entries
    WHERE list_id = ${list.listId} AND NOT (source_id = ANY(${ids}::text[]))`.execute(trx);
  const missing = rows[0]?.n ?? 0;
  let removed = 0;
  if (missing > 0 && removeMissing) {
    await deleteParts(trx, list.listId, sql`NOT (source_id = ANY(${ids}::text[]))`);
    const result =
      await sql`DELETE FROM sanction_entries WHERE list_id = ${list.listId} AND NOT (source_id = ANY(${ids}::text[]))`.execute(
        trx,
      );
    removed = Number(result.numAffectedRows ?? missing);
  }
  await sql`UPDATE sanction_lists SET version = ${list.version}, published_on = ${list.publishedOn}::date,
    content_hash = ${list.contentHash}, imported_at = now(), source = ${source},
    entry_count = (SELECT count(*) FROM sanction_entries WHERE list_id = ${list.listId})
    WHERE id = ${list.listId}`.execute(trx);
  await finishRun(trx, run.id, removed);
  return { removed, keptMissing: missing - removed };
}

async function entryCount(db: Kysely<DB>, listId: string): Promise<number> {
  const row = await db
    .selectFrom("sanction_lists")
    .select("entry_count")
    .where("id", "=", listId)
    .executeTakeFirstOrThrow();
  return row.entry_count;
}

async function writeChunks(list: ParsedList, run: Run, options: ImportOptions & { chunkSize: number }) {
  const prepared = list.entries.map(prepareEntry);
  const chunks = Math.ceil(prepared.length / options.chunkSize);
  const source = `${list.listId}@${list.version}`;
  for (let i = run.chunksDone; i < chunks; i++) {
    const chunk = prepared.slice(i * options.chunkSize, (i + 1) * options.chunkSize);
    await options.transact(async (trx) => {
      const counts = await writeChunk(trx, list.listId, source, chunk);
      await recordChunk(trx, run.id, i + 1, counts);
    });
    options.onProgress?.(Math.min((i + 1) * options.chunkSize, prepared.length), prepared.length);
    const doneNow = i + 1 - run.chunksDone;
    if (options.failAfterChunks !== undefined && doneNow >= options.failAfterChunks && i + 1 < chunks) {
      throw new InjectedFailure(`injected failure after ${i + 1} of ${chunks} chunks`);
    }
  }
}

/**
 * Writes a parsed list: entries upserted by the list's own id in chunks, each chunk committed with
 * a checkpoint, so a killed import resumes at the next chunk; then, in one last transaction, the
 * programmes, the removal of entries the list no longer has (see mayRemoveMissing), and the list's
 * version and content hash. The same content twice is a no-op.
 */
export async function importList(db: Kysely<DB>, list: ParsedList, options: ImportOptions): Promise<ImportSummary> {
  const listId = list.listId as SanctionListId;
  const chunkSize = options.chunkSize ?? 500;
  const chunks = Math.ceil(list.entries.length / chunkSize);
  const current = await options.transact((trx) => ensureList(trx, listId));
  const base = {
    listId,
    version: list.version,
    entriesInFile: list.entries.length,
    rejected: list.rejects.length,
    chunks,
  };
  const resumable = await findResumableRun(db, listId, list.contentHash, chunkSize);
  if (!resumable && current.content_hash === list.contentHash && !options.force) {
    const unchanged = { inserted: 0, updated: 0, unchanged: list.entries.length, removed: 0, keptMissing: 0 };
    return { ...base, ...unchanged, status: "unchanged", resumedFromChunk: 0, entriesInList: current.entry_count };
  }
  const run = await options.transact(async (trx) => {
    await deleteOrphanParts(trx, listId);
    const reportPath = options.reportPath ?? null;
    const start = { listId, contentHash: list.contentHash, version: list.version, chunkSize, chunks, reportPath };
    return startRun(trx, { ...start, rejected: list.rejects.length });
  });
  try {
    await writeChunks(list, run, { ...options, chunkSize });
    const removeMissing = options.removeMissing ?? mayRemoveMissing(list, current.entry_count);
    const source = `${listId}@${list.version}`;
    const { removed, keptMissing } = await options.transact((trx) => finalise(trx, list, run, source, removeMissing));
    const totals = await db
      .selectFrom("sanction_import_runs")
      .selectAll()
      .where("id", "=", run.id)
      .executeTakeFirstOrThrow();
    const { inserted, updated, unchanged } = totals;
    const entriesInList = await entryCount(db, listId);
    return {
      ...base,
      status: "imported",
      inserted,
      updated,
      unchanged,
      removed,
      keptMissing,
      resumedFromChunk: run.chunksDone,
      entriesInList,
    };
  } catch (error) {
    await failRun(db, run.id, error).catch(() => undefined);
    throw error;
  }
}
