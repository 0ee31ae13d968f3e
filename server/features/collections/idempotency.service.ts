import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { IDEMPOTENCY_TTL_MS } from "../../../contract/collections.ts";
import { AppError } from "../../lib/app-error.ts";
import * as repo from "./idempotency.repo.ts";

export type IdempotentCall = {
  userId: string;
  /** The `Idempotency-Key` header; without one the work simply runs once in a transaction. */
  key: string | undefined;
  /** What the request asked for (method, route, parameters), to refuse a key reused for another request. */
  request: { method: string; route: string; params: unknown };
  now: Date;
};

export type IdempotentResult<T> = { data: T; replayed: boolean };

export function fingerprintOf(request: IdempotentCall["request"]): string {
  return createHash("sha256")
    .update(`${request.method} ${request.route} ${JSON.stringify(request.params ?? null)}`)
    .digest("hex");
}

/**
 * The one chokepoint of every mutation of collections and tags: runs `work` in one transaction
 * and, with a key, stores its response there too. A repeated key gets the stored response and
 * the work does not run again; a key older than 24 h is forgotten. Failures store nothing (the
 * transaction rolls back), so the retry of a refused request is judged afresh.
 */
export async function runIdempotent<T>(
  db: Kysely<DB>,
  call: IdempotentCall,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const { key } = call;
  if (!key) return { data: await db.transaction().execute(work), replayed: false };
  const fingerprint = fingerprintOf(call.request);
  const ids = { userId: call.userId, key };
  return db.transaction().execute(async (trx) => {
    await repo.deleteExpired(trx, new Date(call.now.getTime() - IDEMPOTENCY_TTL_MS));
    if (!(await repo.claim(trx, ids, fingerprint, call.now))) {
      const stored = await repo.find(trx, ids);
      if (!stored || stored.fingerprint !== fingerprint) throw new AppError(422, "idempotencyKeyReused");
      return { data: stored.response as T, replayed: true };
    }
    const data = await work(trx);
    await repo.saveResponse(trx, ids, data);
    return { data, replayed: false };
  });
}
