import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema.ts";

/**
 * One item a format reads from its input: a record, or a row it rejects (with the reason). `line`
 * is 1-based: the line a CSV row starts on, or the line an XML record starts on. A reject with
 * `truncated` says the input ends early (a cut download): nothing after it can be read.
 */
export type SourceItem<R> = { file: string; line: number } & ({ record: R } | { reject: string; truncated?: boolean });

/** The whole input is unusable (not this format, required columns missing, not decodable): nothing is written. */
export class ImportFileError extends Error {}

export type ChunkCounts = { inserted: number; updated: number; unchanged: number };

/** A file format the `import` command reads, and how its records are written. See docs/DATA.md. */
export type RecordFormat<R> = {
  /** CLI --format value, e.g. "gleif-lei-xml". */
  id: string;
  /** What it fills, e.g. "gleif-lei"; runs are tracked per dataset + content hash. */
  dataset: string;
  /** One line for the CLI help: what input it takes. */
  usage: string;
  input: "file" | "dir";
  /** Version of the data (from the file, or the --version option), stored as the records' source "<dataset>:<version>". */
  version(input: string, given?: string): Promise<string>;
  /**
   * Streams records with 1-based line (or record) numbers; bad rows come as { reject }, never thrown;
   * throws ImportFileError before the first item for an unusable file (not this format, missing
   * required columns, undecodable).
   */
  read(input: string): AsyncIterable<SourceItem<R>>;
  /** Natural key, for duplicate detection inside one file (a duplicate is rejected with the line of the first). */
  key(record: R): string;
  /** Upserts one chunk inside the transaction; unchanged rows are counted as unchanged and not rewritten. */
  writeChunk(trx: Transaction<DB>, records: R[], source: string): Promise<ChunkCounts>;
  /**
   * Optional: refreshes what is derived from the rows written (per-country company counts, the
   * search's copies), once after the last chunk; a run killed here runs it again when resumed.
   */
  afterImport?(db: Kysely<DB>): Promise<void>;
};

/** The registry's element type: a format of any record type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecordFormat = RecordFormat<any>;
