import type { Executor } from "./executor.ts";

export async function insertResetToken(
  db: Executor,
  row: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("password_reset_tokens")
    .values({ token_hash: row.tokenHash, user_id: row.userId, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** Uses an unused, unexpired reset token once; returns its user, or undefined. */
export async function useResetToken(db: Executor, tokenHash: string, now: Date) {
  return db
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
}

export async function pruneResetTokens(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("password_reset_tokens").where("expires_at", "<", before).execute();
}
