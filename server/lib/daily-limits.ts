import type { Kysely } from "kysely";
import type { DB } from "../db/schema.ts";
import { AppError } from "./app-error.ts";
import { take, type Limit } from "./rate-limit.ts";

const DAY = 24 * 3_600_000;

/**
 * What one account may take a day of the bulk and personal data (issue 20, finding 6; decision
 * 0026): company exports (each up to EXPORT_MAX_ROWS rows), and views of person contact data (a
 * person's profile, a company's other e-mail addresses). The day starts at the first use.
 */
export const DAILY_LIMITS = {
  export: { bucket: "daily:export", max: 20, windowMs: DAY },
  contacts: { bucket: "daily:contacts", max: 200, windowMs: DAY },
} as const satisfies Record<string, Limit>;

const MESSAGES = { export: "exportDailyLimit", contacts: "contactsDailyLimit" } as const;

/** Counts one use of the account's daily allowance; 429 with the hours to wait when it is used up. */
export async function countDailyUse(
  db: Kysely<DB>,
  kind: keyof typeof DAILY_LIMITS,
  userId: string,
  now: Date,
): Promise<void> {
  const limit = DAILY_LIMITS[kind];
  const taken = await take(db, limit, userId, now);
  if (taken.ok) return;
  const seconds = taken.retryAfterSeconds;
  throw new AppError(429, MESSAGES[kind], { values: { max: limit.max, hours: Math.ceil(seconds / 3600), seconds } });
}
