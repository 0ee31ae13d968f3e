import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { SessionsRow } from "../../db/generated/database.ts";

export type SessionEndReason = NonNullable<SessionsRow["end_reason"]>;

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertSession(
  db: Executor,
  row: {
    tokenHash: string;
    userId: string;
    createdAt: Date;
    expiresAt: Date;
    usaged: number | null;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.createdAt,
      last_seen_at: row.createdAt,
      expires_at: row.expiresAt,
      usaged: row.usaged,
      ip: row.ip,
      user_agent: row.userAgent,
    })
    .execute();
}

/** Ends every open session of the user (the single-active-session rule). */
export async function endOpenSessions(
  db: Executor,
  userId: string,
  reason: SessionEndReason,
  at = new Date(),
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ ended_at: at, end_reason: reason })
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .execute();
}

export async function endSession(
  db: Executor,
  tokenHash: string,
  reason: SessionEndReason,
  at = new Date(),
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ ended_at: at, end_reason: reason })
    .where("token_hash", "=", tokenHash)
    .where("ended_at", "is", null)
    .execute();
}

export async function findSessionWithUser(db: Executor, tokenHash: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("app_users", "app_users.id", "sessions.user_id")
    .select([
      "sessions.token_hash",
      "sessions.expires_at",
      "sessions.ended_at",
      "sessions.end_reason",
      "sessions.last_seen_at",
      "app_users.id as user_id",
      "app_users.user_code",
      "app_users.email",
      "app_users.user_type",
      "app_users.login_retention_minutes",
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Sign-ins of the user between two instants, newest first (the login history). */
export async function sessionsBetween(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .selectFrom("sessions")
    .select(["created_at", "ip", "usaged", "user_agent"])
    .where("user_id", "=", userId)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .orderBy("created_at", "desc")
    .limit(1000)
    .execute();
}

export async function touchSession(db: Executor, tokenHash: string, at: Date): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("token_hash", "=", tokenHash).execute();
}
