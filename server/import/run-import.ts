import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { contentHash, inputProgress } from "./input.ts";
import { ImportFileError, type AnyRecordFormat, type ChunkCounts } from "./record-format.ts";
import { writeRejectReport, type ReportedReject } from "./reject-report.ts";
import {
  failRun,
  findDoneRun,
  findResumableRun,
  finishRun,
  recordChunk,
  reopenRun,
  startRun,
  type Run,
} from "./import-runs.repo.ts";

export type ImportProgress = { records: number; bytesRead: number; bytesTotal: number };

export type ImportOptions = {
  db: Kysely<DB>;
  /** Where rejected rows are reported (the file is written only when there are some). */
  reportPath: string;
  /** The data's version when the input does not carry one (--version). */
  version?: string;
  /** Records per transaction (default 1000): a killed import loses at most one chunk of work. */
  chunkSize?: number;
  /** Import even when this exact content was imported already. */
  force?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  /** Tests: stop with an error after this many committed chunks, as a kill would. */
  failAfterChunks?: number;
};

export type ImportSummary = {
  format: string;
  dataset: string;
  version: string;
  status: "imported" | "unchanged";
  /** Records read and accepted (duplicates and rejected rows not counted). */
  records: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** The input ended early: the records before the cut were imported, nothing else was touched. */
  truncated: boolean;
  chunks: number;
  resumedFromChunk: number;
  reportPath: string | null;
};

/** Raised by `failAfterChunks`. */
export class InjectedFailure extends Error {}

function checkInput(format: AnyRecordFormat, path: string): void {
  if (!existsSync(path)) throw new ImportFileError(`${path}: no such ${format.input === "dir" ? "folder" : "file"}`);
  const isDir = statSync(path).isDirectory();
  if (isDir !== (format.input === "dir")) {
    throw new ImportFileError(
      `${path}: format ${format.id} takes ${format.input === "dir" ? "a folder (--dir)" : "a file (--file)"}`,
    );
  }
}

/**
 * Imports one input with one format: records are read as a stream, duplicates of a record already
 * read are rejected, and every `chunkSize` accepted records are written in one transaction together
 * with the run's checkpoint. A run killed half way resumes at the next chunk (same content, same chunk
 * size); the same content a second time is "unchanged" (unless `force`). Rejected rows go to the
 * report with their file and line. Nothing is ever deleted: a truncated or damaged input only adds
 * and updates what it could read.
 */
export async function runImport(
  format: AnyRecordFormat,
  input: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const path = resolve(input);
  checkInput(format, path);
  const { db } = options;
  const chunkSize = options.chunkSize ?? 1000;
  const hash = await contentHash(path);
  const version = await format.version(path, options.version);
  const base = { format: format.id, dataset: format.dataset, version };
  const key = { dataset: format.dataset, contentHash: hash, chunkSize };
  let run: Run | null = await findResumableRun(db, key);
  if (!run && !options.force) {
    const done = await findDoneRun(db, format.dataset, hash);
    if (done) {
      return {
        ...base,
        status: "unchanged",
        records: done.records,
        inserted: 0,
        updated: 0,
        unchanged: done.records,
        rejected: done.rejected,
        truncated: done.truncated,
        chunks: done.chunks_done,
        resumedFromChunk: 0,
        reportPath: done.report_path,
      };
    }
  }
  const source = `${format.dataset}:${version}`;
  const iterator = format.read(path)[Symbol.asyncIterator]();
  // An unusable file throws here, before anything is written.
  let next = await iterator.next();
  if (run) await reopenRun(db, run.id);
  else run = await startRun(db, { ...key, format: format.id, version, input: path, reportPath: options.reportPath });
  const current = run;

  const rejects: ReportedReject[] = [];
  const files: string[] = [];
  const firstSeen = new Map<string, number>();
  let truncated = false;
  let records = 0;
  let chunk: unknown[] = [];
  let chunks = 0;
  let written = 0;
  const report = () =>
    writeRejectReport(options.reportPath, {
      title: `${format.id} ${version} from ${path}`,
      counts: `${records} records accepted, ${rejects.length} rows rejected${truncated ? ", the input is truncated" : ""}`,
      warnings: truncated ? ["the input ends early (truncated): records after the cut were not read"] : [],
      rejects,
    });
  const progress = () => {
    const { read, total } = inputProgress(path);
    options.onProgress?.({ records, bytesRead: read, bytesTotal: total });
  };
  const flush = async () => {
    const records = chunk;
    chunk = [];
    chunks++;
    if (chunks <= current.chunksDone) return;
    await db.transaction().execute(async (trx) => {
      const counts: ChunkCounts = await format.writeChunk(trx, records, source);
      await recordChunk(trx, current.id, chunks, counts);
    });
    written++;
    progress();
    if (options.failAfterChunks !== undefined && written >= options.failAfterChunks) {
      throw new InjectedFailure(`injected failure after chunk ${chunks}`);
    }
  };
  try {
    for (; !next.done; next = await iterator.next()) {
      const item = next.value;
      if ("reject" in item) {
        rejects.push({ file: item.file, line: item.line, reason: item.reject });
        if (item.truncated) truncated = true;
        continue;
      }
      const id = format.key(item.record);
      let fileIndex = files.indexOf(item.file);
      if (fileIndex < 0) fileIndex = files.push(item.file) - 1;
      const seen = firstSeen.get(id);
      if (seen !== undefined) {
        const [file, line] = [files[Math.floor(seen / 1e10)], seen % 1e10];
        rejects.push({
          file: item.file,
          line: item.line,
          reason: `duplicate of ${file === item.file ? "" : `${file}:`}line ${line} (${id})`,
        });
        continue;
      }
      firstSeen.set(id, fileIndex * 1e10 + item.line);
      records++;
      chunk.push(item.record);
      if (chunk.length >= chunkSize) await flush();
    }
    if (chunk.length > 0) await flush();
  } catch (error) {
    const reportPath = report();
    await failRun(db, current.id, error, { records, rejected: rejects.length, truncated, reportPath }).catch(
      () => undefined,
    );
    throw error;
  }
  progress();
  const reportPath = report();
  await format.afterImport?.(db);
  const done = await finishRun(db, current.id, { records, rejected: rejects.length, truncated, reportPath });
  return {
    ...base,
    status: "imported",
    records,
    inserted: done.inserted,
    updated: done.updated,
    unchanged: done.unchanged,
    rejected: rejects.length,
    truncated,
    chunks,
    resumedFromChunk: current.chunksDone,
    reportPath,
  };
}
