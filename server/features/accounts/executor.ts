import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";

/** A connection or a transaction: every query function takes the one it must run in. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Runs `work` in the given transaction, or in a new one. */
export async function inTransaction<T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
