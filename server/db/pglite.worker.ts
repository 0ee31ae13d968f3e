/**
 * The thread that owns the embedded database: PGlite runs its queries here, so that a slow one
 * keeps this thread busy and never the server's. It imports nothing from the app; the server's
 * side is pglite-remote.ts. One message in, one answer out, matched by `id`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";

/** `deadline`: epoch ms after which the caller no longer waits (0: none). */
export type WorkerRequest =
  | { id: number; deadline: number; op: "query"; sql: string; params: unknown[]; inTransaction: boolean }
  | { id: number; deadline: number; op: "exec"; sql: string }
  | { id: number; deadline: number; op: "begin" | "commit" | "rollback" | "close" | "dump" };

export type WorkerAnswer =
  | { id: number; ok: true; rows?: unknown[]; affectedRows?: number | undefined; bytes?: Uint8Array }
  | { id: number; ok: false; error: Record<string, unknown> };

const port = parentPort;
if (!port) throw new Error("pglite.worker.ts runs as a worker thread");
const { dataDir, template } = workerData as {
  dataDir: string | undefined;
  template: Uint8Array<ArrayBuffer> | undefined;
};

const pglite = await PGlite.create({
  dataDir,
  loadDataDir: template ? new Blob([template]) : undefined,
  extensions: { pg_trgm, unaccent, fuzzystrmatch },
});

/** The open transaction: statements outside it wait until it ends, as on one PostgreSQL connection. */
let transaction: { tx: Transaction; end: (commit: boolean) => void; closed: Promise<unknown> } | null = null;

/** Statements outside the transaction, one after another; a transaction holds its place until it ends. */
let chain: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = chain.then(work);
  chain = run.catch(() => undefined);
  return run;
}

/** A statement whose caller stopped waiting (its statement timeout passed) before its turn came is not run. */
function checkDeadline(deadline: number): void {
  if (deadline && Date.now() > deadline) {
    throw Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
  }
}

function begin(): Promise<void> {
  return new Promise((begun, failed) => {
    void inTurn(() => {
      let end: (commit: boolean) => void = () => undefined;
      const decided = new Promise<boolean>((resolve) => (end = resolve));
      const closed = pglite.transaction(async (tx) => {
        transaction = { tx, end, closed };
        begun();
        if (!(await decided)) await tx.rollback();
      });
      closed.catch(failed);
      return closed.catch(() => undefined);
    });
  });
}

async function finish(commit: boolean): Promise<void> {
  const current = transaction;
  if (!current) return;
  current.end(commit);
  try {
    await current.closed;
  } finally {
    transaction = null;
  }
}

async function query(sql: string, params: unknown[], inTransaction: boolean, deadline: number) {
  const run = async (target: Pick<PGlite, "query">) => {
    checkDeadline(deadline);
    const result = await target.query(sql, params, { rowMode: "object" });
    return { ok: true as const, rows: result.rows, affectedRows: result.affectedRows };
  };
  if (!inTransaction) return inTurn(() => run(pglite));
  if (!transaction) throw new Error("no transaction is open");
  return run(transaction.tx);
}

async function handle(message: WorkerRequest): Promise<Omit<WorkerAnswer & { ok: true }, "id">> {
  switch (message.op) {
    case "query":
      return query(message.sql, message.params, message.inTransaction, message.deadline);
    case "exec":
      await inTurn(() => pglite.exec(message.sql));
      return { ok: true };
    case "begin":
      await begin();
      return { ok: true };
    case "commit":
    case "rollback":
      await finish(message.op === "commit");
      return { ok: true };
    case "dump": {
      // A gzipped tar of the data folder, taken between statements (backup.ts).
      const archive = await inTurn(() => pglite.dumpDataDir("gzip"));
      return { ok: true, bytes: new Uint8Array(await archive.arrayBuffer()) };
    }
    case "close":
      await inTurn(() => pglite.close());
      return { ok: true };
  }
}

/** The error's own fields (PostgreSQL's code, detail, constraint…) travel with its message. */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

port.on("message", (message: WorkerRequest) => {
  handle(message).then(
    (answer) => port.postMessage({ id: message.id, ...answer }),
    (error: unknown) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
port.postMessage({ id: 0, ok: true });
