import { Worker } from "node:worker_threads";
import type { WorkerAnswer, WorkerRequest } from "./pglite.worker.ts";

type QueryResult = { rows: unknown[]; affectedRows?: number | undefined; fields: [] };
type Queryable = { query: (sql: string, params?: unknown[]) => Promise<QueryResult> };
type WithoutId<T> = T extends unknown ? Omit<T, "id" | "deadline"> : never;

/** PostgreSQL's code for "canceling statement due to statement timeout", used for PGlite's too. */
export const STATEMENT_TIMEOUT_CODE = "57014";

/**
 * The embedded database seen from the server's thread: the subset of PGlite's API that Kysely's
 * PGliteDialect uses (query, transaction, close), each call sent to pglite.worker.ts. PGlite runs
 * one statement at a time and cannot interrupt one (it has no signals), so `statement_timeout` is
 * kept here: a statement not answered within it fails with PostgreSQL's timeout error, and one
 * still waiting its turn when its time is up is not run at all.
 */
export type RemotePGlite = Queryable & {
  readonly ready: boolean;
  readonly closed: boolean;
  readonly waitReady: Promise<void>;
  transaction: <T>(work: (tx: Queryable & { rollback: () => Promise<void> }) => Promise<T>) => Promise<T>;
  exec: (script: string) => Promise<void>;
  /** The data folder as a gzipped tar (PGlite's dumpDataDir). */
  dumpDataDir: () => Promise<Blob>;
  close: () => Promise<void>;
};

function timeoutError(ms: number): Error {
  return Object.assign(new Error(`canceling statement due to statement timeout (${ms} ms)`), {
    code: STATEMENT_TIMEOUT_CODE,
    severity: "ERROR",
  });
}

/** `template`: a data folder (`dumpDataDir` tar) that an in-memory database starts from. */
export async function openRemotePGlite(dataDir: string | undefined, template?: Uint8Array): Promise<RemotePGlite> {
  const worker = new Worker(new URL("./pglite.worker.ts", import.meta.url), { workerData: { dataDir, template } });
  const pending = new Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let closed = false;
  const opened = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on("message", (answer: WorkerAnswer) => {
    const waiter = pending.get(answer.id);
    pending.delete(answer.id);
    waiter?.resolve(answer);
  });
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on("error", failAll);
  worker.on("exit", (code) => {
    closed = true;
    failAll(new Error(`the database thread stopped (exit code ${code})`));
  });
  await opened;

  /**
   * The statement timeout in force (ms, 0 = none), read back from PGlite whenever a statement may
   * have changed it: the session's, and the open transaction's (SET LOCAL ends with it).
   */
  const timeout = { session: 0, transaction: 0, changedInTransaction: false };

  function send(request: WithoutId<WorkerRequest>, timeoutMs = 0): Promise<WorkerAnswer & { ok: true }> {
    if (closed) return Promise.reject(new Error("the database is closed"));
    const id = nextId++;
    const deadline = timeoutMs > 0 ? Date.now() + timeoutMs : 0;
    return new Promise((resolve, reject) => {
      const timer = deadline ? setTimeout(() => reject(timeoutError(timeoutMs)), timeoutMs) : undefined;
      pending.set(id, {
        resolve: (answer) => {
          clearTimeout(timer);
          if (answer.ok) resolve(answer);
          else reject(Object.assign(new Error(String(answer.error.message)), answer.error));
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ ...request, id, deadline });
    });
  }

  async function readTimeout(inTransaction: boolean): Promise<void> {
    const sql = "SELECT setting FROM pg_settings WHERE name = 'statement_timeout'";
    const { rows } = await send({ op: "query", sql, params: [], inTransaction });
    const ms = Number((rows?.[0] as { setting?: string } | undefined)?.setting ?? 0);
    if (inTransaction) {
      timeout.transaction = ms;
      timeout.changedInTransaction = true;
    } else timeout.session = ms;
  }

  const queryOn =
    (inTransaction: boolean) =>
    async (sql: string, params: unknown[] = []): Promise<QueryResult> => {
      const ms = inTransaction ? timeout.transaction : timeout.session;
      const answer = await send({ op: "query", sql, params, inTransaction }, ms);
      if (/statement_timeout/i.test(sql) || params.includes("statement_timeout")) await readTimeout(inTransaction);
      return { rows: answer.rows ?? [], affectedRows: answer.affectedRows, fields: [] };
    };

  async function endTransaction(op: "commit" | "rollback"): Promise<void> {
    await send({ op });
    // A plain SET in the transaction outlives it (when committed); SET LOCAL does not.
    if (timeout.changedInTransaction) {
      timeout.changedInTransaction = false;
      await readTimeout(false);
    }
  }

  const remote: RemotePGlite = {
    ready: true,
    get closed() {
      return closed;
    },
    waitReady: Promise.resolve(),
    query: queryOn(false),
    async transaction(work) {
      await send({ op: "begin" });
      timeout.transaction = timeout.session;
      let rolledBack = false;
      const tx = {
        query: queryOn(true),
        rollback: async () => {
          rolledBack = true;
          await endTransaction("rollback");
        },
      };
      try {
        const result = await work(tx);
        if (!rolledBack) await endTransaction("commit");
        return result;
      } catch (error) {
        if (!rolledBack) await endTransaction("rollback");
        throw error;
      }
    },
    async exec(script) {
      await send({ op: "exec", sql: script });
      if (/statement_timeout/i.test(script)) await readTimeout(false);
    },
    async dumpDataDir() {
      const { bytes } = await send({ op: "dump" });
      return new Blob([new Uint8Array(bytes ?? [])]);
    },
    async close() {
      if (closed) return;
      await send({ op: "close" });
      closed = true;
      await worker.terminate();
    },
  };
  await readTimeout(false);
  return remote;
}
