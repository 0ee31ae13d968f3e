import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../db/schema.ts";
import { AppError } from "./app-error.ts";

type Executor = Kysely<DB> | Transaction<DB>;

/** `max` uses of a bucket per subject within a fixed window that starts at the first use. */
export type Limit = { bucket: string; max: number; windowMs: number };

/** A use was counted (`count` is its place in the window), or the limit was reached. */
export type Take = { ok: true; count: number } | { ok: false; retryAfterSeconds: number };

function secondsUntil(at: number, now: Date): number {
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

/**
 * Counts one use and checks it against the limit in ONE statement: the row of (bucket, subject) is
 * created, restarted when its window has passed, or incremented only while under `max`. PostgreSQL
 * serialises concurrent upserts of one row, so of N simultaneous callers exactly `max` get a place.
 */
export async function take(db: Executor, limit: Limit, subject: string, now: Date): Promise<Take> {
  const expiredBefore = new Date(now.getTime() - limit.windowMs);
  const counted = await sql<{ count: number }>`
    INSERT INTO rate_counters AS c (bucket, subject, window_start, count)
    VALUES (${limit.bucket}, ${subject}, ${now}, 1)
    ON CONFLICT (bucket, subject) DO UPDATE
      SET count = CASE WHEN c.window_start <= ${expiredBefore} THEN 1 ELSE c.count + 1 END,
          window_start = CASE WHEN c.window_start <= ${expiredBefore} THEN ${now} ELSE c.window_start END
      WHERE c.window_start <= ${expiredBefore} OR c.count < ${limit.max}
    RETURNING c.count`.execute(db);
  const row = counted.rows[0];
  if (row) return { ok: true, count: Number(row.count) };
  const current = await db
    .selectFrom("rate_counters")
    .select("window_start")
    .where("bucket", "=", limit.bucket)
    .where("subject", "=", subject)
    .executeTakeFirst();
  const start = current ? new Date(current.window_start).getTime() : now.getTime();
  return { ok: false, retryAfterSeconds: secondsUntil(start + limit.windowMs, now) };
}

/** Counts one use; 429 `rateLimited` with the seconds to wait when the limit was reached. */
export async function consume(db: Executor, limit: Limit, subject: string, now: Date): Promise<number> {
  const taken = await take(db, limit, subject, now);
  if (!taken.ok) throw new AppError(429, "rateLimited", { values: { seconds: taken.retryAfterSeconds } });
  if (Math.random() < 0.02) await prune(db, now);
  return taken.count;
}

/** Gives one counted use back (the attempt turned out not to be a failure). */
export async function giveBack(db: Executor, limit: Limit, subject: string): Promise<void> {
  await db
    .updateTable("rate_counters")
    .set({ count: sql`greatest(count - 1, 0)` })
    .where("bucket", "=", limit.bucket)
    .where("subject", "=", subject)
    .execute();
}

/** Forgets the subject's uses (a success clears its failures; a mail that failed lifts its cooldown). */
export async function reset(db: Executor, limit: Limit, subject: string): Promise<void> {
  await db.deleteFrom("rate_counters").where("bucket", "=", limit.bucket).where("subject", "=", subject).execute();
}

/** Forgets windows that ended long ago (every window is a day or shorter). */
async function prune(db: Executor, now: Date): Promise<void> {
  await db
    .deleteFrom("rate_counters")
    .where("window_start", "<", new Date(now.getTime() - 2 * 24 * 3_600_000))
    .execute();
}
