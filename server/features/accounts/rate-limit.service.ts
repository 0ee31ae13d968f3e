import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "./executor.ts";
import { inTransaction } from "./executor.ts";
import * as repo from "./rate-limit.repo.ts";

export type Limit = { bucket: string; max: number; windowMs: number };

const MINUTE = 60_000;

/** Every limit of the accounts feature, kept in the database so that all server processes share them. */
export const LIMITS = {
  codePerEmail: { bucket: "code:email", max: 5, windowMs: 60 * MINUTE },
  // ACCOUNT_CODES_PER_ADDRESS raises it where every user comes from one address (the end-to-end server).
  codePerIp: { bucket: "code:ip", max: Number(process.env.ACCOUNT_CODES_PER_ADDRESS) || 20, windowMs: 60 * MINUTE },
  loginFailuresPerEmail: { bucket: "login-fail:email", max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { bucket: "login-fail:ip", max: 30, windowMs: 15 * MINUTE },
  captchaPerIp: { bucket: "captcha:ip", max: 30, windowMs: 15 * MINUTE },
  thirdPartyPerIp: { bucket: "third-party:ip", max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/** Failed sign-ins of one account after which a captcha pass is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Failed sign-ins from one address (any accounts) after which a captcha pass is required: higher,
 * because an office behind one address must not be challenged for one colleague's typos.
 */
export const CAPTCHA_AFTER_FAILURES_PER_ADDRESS = 10;
export const CAPTCHA_FAILURE_WINDOW_MS = 15 * MINUTE;

function secondsUntil(at: number, now: Date): number {
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

/** 429 with the seconds to wait when the subject used up the limit within its window. */
export async function assertUnderLimit(db: Executor, limit: Limit, subject: string, now: Date): Promise<void> {
  const { count, oldest } = await repo.countEvents(db, limit.bucket, subject, new Date(now.getTime() - limit.windowMs));
  if (count < limit.max) return;
  const seconds = secondsUntil((oldest ?? now).getTime() + limit.windowMs, now);
  throw new AppError(429, "rateLimited", { values: { seconds } });
}

export async function recordEvent(db: Executor, limit: Limit, subject: string, now: Date): Promise<void> {
  await repo.insertEvent(db, limit.bucket, subject, now);
}

/** Checks and counts one use, atomically across processes. */
export async function consume(db: Executor, limit: Limit, subject: string, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await repo.lockSubject(trx, limit.bucket, subject);
    await assertUnderLimit(trx, limit, subject, now);
    await repo.insertEvent(trx, limit.bucket, subject, now);
  });
  // Old events are cleared now and then by whoever passes by.
  if (Math.random() < 0.02) await repo.pruneEvents(db, new Date(now.getTime() - 24 * 60 * MINUTE));
}

export async function countRecent(db: Executor, limit: Limit, subject: string, windowMs: number, now: Date) {
  return (await repo.countEvents(db, limit.bucket, subject, new Date(now.getTime() - windowMs))).count;
}

export async function forget(db: Executor, limit: Limit, subject: string): Promise<void> {
  await repo.deleteEvents(db, limit.bucket, subject);
}

/**
 * The resend countdown: starts it, or answers 429 with the seconds left when the last send was
 * less than `seconds` ago. Atomic across processes.
 */
export async function beginCooldown(db: Executor, bucket: string, subject: string, seconds: number, now: Date) {
  await inTransaction(db, async (trx) => {
    await repo.lockSubject(trx, bucket, subject);
    const latest = await repo.latestEvent(trx, bucket, subject);
    const readyAt = (latest?.getTime() ?? 0) + seconds * 1000;
    if (readyAt > now.getTime()) {
      throw new AppError(429, "codeResendWait", { values: { seconds: secondsUntil(readyAt, now) } });
    }
    await repo.insertEvent(trx, bucket, subject, now);
  });
}

/** Lifts the countdown again (the mail could not be sent). */
export async function cancelCooldown(db: Executor, bucket: string, subject: string): Promise<void> {
  await repo.deleteEvents(db, bucket, subject);
}
