import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

type Key = { userId: string; key: string };

/** Forgets the keys older than the cutoff (an index range scan; usually nothing to delete). */
export async function deleteExpired(trx: Transaction<DB>, cutoff: Date): Promise<void> {
  await trx.deleteFrom("idempotent_requests").where("created_at", "<", cutoff).execute();
}

/**
 * Claims the key for this request. Returns false when the key is already taken; a concurrent
 * claim of the same key waits here until the first transaction ends.
 */
export async function claim(
  trx: Transaction<DB>,
  { userId, key }: Key,
  fingerprint: string,
  now: Date,
): Promise<boolean> {
  const row = await trx
    .insertInto("idempotent_requests")
    .values({ user_id: userId, idempotency_key: key, fingerprint, response: null, created_at: now })
    .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
    .returning("idempotency_key")
    .executeTakeFirst();
  return row !== undefined;
}

export async function find(trx: Transaction<DB>, { userId, key }: Key) {
  return trx
    .selectFrom("idempotent_requests")
    .select(["fingerprint", "response"])
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

export async function saveResponse(trx: Transaction<DB>, { userId, key }: Key, response: unknown): Promise<void> {
  await trx
    .updateTable("idempotent_requests")
    .set({ response: sql<string>`${JSON.stringify(response)}::jsonb` })
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .execute();
}
