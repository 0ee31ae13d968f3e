import { sql } from "kysely";
import type { Executor } from "../accounts/index.ts";

/** Creates the user's balance row (0) when missing, then locks it: every write of a user's credits queues here. */
export async function lockBalance(db: Executor, userId: string): Promise<number> {
  await db
    .insertInto("credit_balances")
    .values({ user_id: userId, balance: 0 })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const row = await db
    .selectFrom("credit_balances")
    .select("balance")
    .where("user_id", "=", userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance;
}

export async function readBalance(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom("credit_balances").select("balance").where("user_id", "=", userId).executeTakeFirst();
  return row?.balance ?? 0;
}

/** The entry of a key: keys are the spender's own (`spentBy`, the account holder when absent). */
export async function findEntryByKey(db: Executor, userId: string, idempotencyKey: string, spentBy?: string | null) {
  return db
    .selectFrom("credit_ledger")
    .select(["id", "delta"])
    .where("user_id", "=", userId)
    .where(sql<string>`coalesce(spent_by, user_id)`, "=", spentBy ?? userId)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

/** Credits a spender took from a balance since an instant (a monthly cap's count). */
export async function spentSince(db: Executor, userId: string, spentBy: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("credit_ledger")
    .select(sql<string>`coalesce(-sum(delta), 0)`.as("spent"))
    .where("user_id", "=", userId)
    .where("spent_by", "=", spentBy)
    .where("created_at", ">=", since)
    .where("delta", "<", 0)
    .executeTakeFirstOrThrow();
  return Number(row.spent);
}

export type LedgerEntry = {
  userId: string;
  delta: number;
  reason: string;
  reference: string | null;
  idempotencyKey: string | null;
  spentBy: string | null;
  at: Date;
};

/** Appends the entry and moves the balance by its delta (the CHECK refuses a negative balance). */
export async function insertEntry(db: Executor, entry: LedgerEntry): Promise<{ id: string; balance: number }> {
  const { id } = await db
    .insertInto("credit_ledger")
    .values({
      user_id: entry.userId,
      delta: entry.delta,
      reason: entry.reason,
      reference: entry.reference,
      idempotency_key: entry.idempotencyKey,
      spent_by: entry.spentBy,
      created_at: entry.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { balance } = await db
    .updateTable("credit_balances")
    .set((eb) => ({ balance: eb("balance", "+", entry.delta), updated_at: entry.at }))
    .where("user_id", "=", entry.userId)
    .returning("balance")
    .executeTakeFirstOrThrow();
  return { id: String(id), balance };
}
