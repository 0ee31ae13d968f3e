import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { ruleBroken } from "../../lib/app-error.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { CodePurpose } from "./verification-codes.repo.ts";
import { inTransaction, type Executor } from "./executor.ts";
import { getOrCreateSecret } from "./secrets.repo.ts";
import * as repo from "./verification-codes.repo.ts";
import { checkSecret } from "./rate-limit.service.ts";

/** A code is good for 10 minutes, once, and for at most 5 tries. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

async function hashCode(db: Executor, purpose: CodePurpose, email: string, code: string): Promise<string> {
  // Keyed, so that a copy of the table alone does not give the codes away by trying all million.
  const key = await getOrCreateSecret(db, "verification-code-key");
  return createHmac("sha256", key).update(`${purpose}\u0000${email}\u0000${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A new random 6-digit code for (email, purpose); it replaces any earlier one. */
export async function issueCode(
  db: Executor,
  target: { purpose: CodePurpose; email: string; userId: string | null },
  now: Date,
): Promise<{ id: string; code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = await repo.insertCode(db, {
    ...target,
    codeHash: await hashCode(db, target.purpose, target.email, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  await repo.pruneCodes(db, new Date(now.getTime() - 24 * 3_600_000));
  return { id, code };
}

/** Withdraws a code whose mail could not be sent. */
export async function withdrawCode(db: Executor, id: string): Promise<void> {
  await repo.deleteCode(db, id);
}

type Outcome = { ok: true; userId: string | null } | { ok: false; reason: MessageKey };

/**
 * Uses the newest code of (email, purpose): wrong codes count towards the limit of 5 tries (and
 * that count is committed even though the request fails); a right code works once.
 */
export async function consumeCode(
  db: Executor,
  attempt: { purpose: CodePurpose; email: string; code: string },
  now: Date,
): Promise<{ userId: string | null }> {
  const outcome = await inTransaction(db, async (trx): Promise<Outcome> => {
    const latest = await repo.latestCodeForUpdate(trx, attempt.email, attempt.purpose);
    if (!latest || latest.used_at) return { ok: false, reason: "codeIncorrect" };
    if (latest.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: "codeAttemptsExceeded" };
    if (new Date(latest.expires_at).getTime() <= now.getTime()) return { ok: false, reason: "codeExpired" };
    const expected = await hashCode(trx, attempt.purpose, attempt.email, attempt.code);
    if (!sameHash(expected, latest.code_hash)) {
      await repo.countFailedAttempt(trx, String(latest.id));
      return { ok: false, reason: "codeIncorrect" };
    }
    await repo.markUsed(trx, String(latest.id), now);
    return { ok: true, userId: latest.user_id === null ? null : String(latest.user_id) };
  });
  if (!outcome.ok) throw ruleBroken(outcome.reason);
  return { userId: outcome.userId };
}

/**
 * `consumeCode` under the failure limits shared with the passwords (`checkSecret`): a wrong code
 * counts against the address as a wrong password does.
 */
export async function checkCode(
  db: Executor,
  attempt: { purpose: CodePurpose; email: string; code: string },
  ip: string | null,
  now: Date,
): Promise<{ userId: string | null }> {
  return checkSecret(db, { account: attempt.email, ip: ip ?? "unknown" }, now, () => consumeCode(db, attempt, now));
}
