import type { LockType, SimpleInfoVip } from "../../../contract/account-center.ts";
import { availableCredits, postCredits } from "../money/index.ts";
import type { Executor } from "./executor.ts";
import * as repo from "./entitlements.repo.ts";

const DAY_MS = 86_400_000;

export type Entitlements = {
  availablePoints: number;
  /** 0 ordinary, 1 silver, 2 gold, 3 enterprise: the highest active subscription. */
  lockType: LockType;
  /** End of the latest active subscription (ISO 8601), or null. */
  expiration: string | null;
  vips: SimpleInfoVip[];
};

/** What the user may use now: subscriptions in force and the credit balance. */
export async function entitlementsOf(db: Executor, userId: string, now: Date): Promise<Entitlements> {
  const [subscriptions, availablePoints] = await Promise.all([
    repo.activeSubscriptions(db, userId, now),
    availableCredits(db, userId, now),
  ]);
  const vips = subscriptions.map((s) => {
    const starts = new Date(s.starts_at).getTime();
    const ends = new Date(s.ends_at).getTime();
    const totalDays = Math.max(1, Math.ceil((ends - starts) / DAY_MS));
    const dayUsed = Math.min(totalDays, Math.max(0, Math.floor((now.getTime() - starts) / DAY_MS)));
    return { lockType: s.lock_type, dayUsed, totalDays, endTime: new Date(ends).toISOString() };
  });
  const latestEnd = Math.max(0, ...subscriptions.map((s) => new Date(s.ends_at).getTime()));
  return {
    availablePoints,
    lockType: subscriptions[0]?.lock_type ?? 0,
    expiration: latestEnd ? new Date(latestEnd).toISOString() : null,
    vips,
  };
}

export async function currentLockType(db: Executor, userId: string, now: Date): Promise<LockType> {
  const [top] = await repo.activeSubscriptions(db, userId, now);
  return top?.lock_type ?? 0;
}

/** Adds a subscription tier for a period (the billing feature calls this after a payment). */
export async function grantSubscription(
  db: Executor,
  grant: { userId: string; lockType: 1 | 2 | 3; startsAt: Date; endsAt: Date; source: string },
): Promise<void> {
  await repo.insertSubscription(db, grant);
}

/**
 * Appends one entry to the credits ledger (the money feature's `postCredits`), in the caller's
 * transaction when it has one; a repeated idempotency key is a no-op; 402 when it would go negative.
 */
export async function appendCredits(
  db: Executor,
  entry: { userId: string; delta: number; reason: string; idempotencyKey?: string },
  now: Date,
): Promise<number> {
  return (await postCredits(db, entry, now)).balance;
}
