import { monthStartUtc } from "../../../contract/credit-pool.ts";
import { AppError } from "../../lib/app-error.ts";
import { inTransaction, type Executor } from "../accounts/index.ts";
import * as repo from "./ledger.repo.ts";

/** Why credits moved: bought, spent on a company, given by an operator or a fixture. */
export type LedgerReason = "purchase" | "consumption" | "grant" | "e2e fixture";

export type Posting = {
  userId: string;
  delta: number;
  reason: LedgerReason | (string & {});
  /** What the entry paid for or came from (an order number, `reportView:A1B2`). */
  reference?: string | null;
  /** A repeated key (of the same spender) posts nothing and answers the first posting. */
  idempotencyKey?: string | null;
  /** Who spent it: the member of a group spending its pool, or the account holder (decision 0055). */
  spentBy?: string | null;
  /** The spender's cap on this balance, credits per calendar month (UTC); null or absent = none. */
  monthlyCap?: number | null;
};

export type Posted = {
  /** The entry's id; null when nothing was written (a replayed key). */
  entryId: string | null;
  /** The delta of the entry the key names (this one, or the first one when replayed). */
  delta: number;
  balance: number;
  replayed: boolean;
};

/**
 * The one way credits move. In the caller's transaction when it has one (so a deduction commits
 * with what it pays for): the user's balance row is locked first, so postings of one user queue;
 * a known key answers the first posting; a deduction beyond the balance is refused with 402
 * 'No permission, please purchase' (docs/decisions/0005-permission-denied.md), one beyond the
 * spender's monthly cap with 402 and its own message (counted under the same lock, so members of a
 * group spending at once cannot pass the cap together).
 */
export async function postCredits(db: Executor, posting: Posting, now: Date): Promise<Posted> {
  if (!Number.isInteger(posting.delta) || posting.delta === 0)
    throw new Error("credit delta must be a non-zero integer");
  return inTransaction(db, async (trx) => {
    const balance = await repo.lockBalance(trx, posting.userId);
    const key = posting.idempotencyKey ?? null;
    const spentBy = posting.spentBy ?? null;
    const earlier = key ? await repo.findEntryByKey(trx, posting.userId, key, spentBy) : undefined;
    if (earlier) return { entryId: null, delta: earlier.delta, balance, replayed: true };
    if (balance + posting.delta < 0) throw new AppError(402, "noPermission");
    const cap = posting.monthlyCap ?? null;
    if (cap !== null && posting.delta < 0) {
      if (!spentBy) throw new Error("a capped posting names its spender");
      const spent = await repo.spentSince(trx, posting.userId, spentBy, monthStartUtc(now));
      if (spent - posting.delta > cap) throw new AppError(402, "creditCapReached");
    }
    const entry = await repo.insertEntry(trx, {
      userId: posting.userId,
      delta: posting.delta,
      reason: posting.reason,
      reference: posting.reference ?? null,
      idempotencyKey: key,
      spentBy,
      at: now,
    });
    return { entryId: entry.id, delta: posting.delta, balance: entry.balance, replayed: false };
  });
}

/** Locks the balance row and reads it: the start of a transaction that decides what to charge. */
export async function lockedBalance(db: Executor, userId: string): Promise<number> {
  return repo.lockBalance(db, userId);
}
