import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { idleLimitMs } from "./idle-policy.ts";
import type { SessionEndReason } from "./sessions.repo.ts";
import * as repo from "./sessions.repo.ts";

/** How long a session token lives without a new login. */
export const SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;
/**
 * `last_seen_at` is written at most this often, to keep reads cheap. It is short next to the
 * shortest idle limit (2 minutes), and the idle check allows for it (see idle-policy.ts).
 */
export const TOUCH_INTERVAL_MS = 15_000;

export type SessionUser = { id: string; userCode: string; email: string; userType: number; tokenHash: string };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Opens a session for the user and ends every older one in the same transaction, so that at most
 * one token per user is ever valid. Returns the token; only its hash is stored.
 */
export async function openSession(
  db: Kysely<DB> | Transaction<DB>,
  userId: string,
  client: { usaged: number | null; ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const write = async (trx: Transaction<DB>) => {
    await repo.endOpenSessions(trx, userId, "replaced", now);
    await repo.insertSession(trx, {
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      ...client,
    });
  };
  if (db.isTransaction) await write(db as Transaction<DB>);
  else await db.transaction().execute(write);
  return token;
}

export async function closeSession(db: Kysely<DB>, token: string, now = new Date()): Promise<void> {
  await repo.endSession(db, hashToken(token), "logout", now);
}

/** Ends every open session of the user: after a password change or reset, or a cancelled account. */
export async function endAllSessions(
  db: Kysely<DB> | Transaction<DB>,
  userId: string,
  reason: SessionEndReason,
  now = new Date(),
): Promise<void> {
  await repo.endOpenSessions(db, userId, reason, now);
}

/**
 * The user behind a token. A missing, unknown, expired, idle or logged-out token is 401; a token
 * that a newer login replaced is 403 (the spec's "logged in on another device"). A session idle
 * for longer than the user's limit is ended here (docs/decisions/0004-idle-logout.md).
 */
export async function resolveSession(
  db: Kysely<DB>,
  token: string | undefined,
  now = new Date(),
): Promise<SessionUser> {
  if (!token) throw new AppError(401, "unauthorized");
  const tokenHash = hashToken(token);
  const row = await repo.findSessionWithUser(db, tokenHash);
  if (!row) throw new AppError(401, "unauthorized");
  if (row.end_reason === "replaced") throw new AppError(403, "loggedInElsewhere");
  if (row.ended_at || new Date(row.expires_at).getTime() <= now.getTime()) throw new AppError(401, "unauthorized");
  const idleMs = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idleMs > idleLimitMs(row.login_retention_minutes) + TOUCH_INTERVAL_MS) {
    await repo.endSession(db, tokenHash, "idle", now);
    throw new AppError(401, "unauthorized");
  }
  if (idleMs > TOUCH_INTERVAL_MS) await repo.touchSession(db, tokenHash, now);
  return { id: String(row.user_id), userCode: row.user_code, email: row.email, userType: row.user_type, tokenHash };
}

/** The token from the `Authorization` header: the bare token (as the spec's client sends it) or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const token = trimmed.toLowerCase().startsWith("bearer ") ? trimmed.slice(7).trim() : trimmed;
  return token || undefined;
}
