import type { Executor } from "./executor.ts";

/** Records a solved challenge; false when it was already used. */
export async function recordSolution(db: Executor, challengeId: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto("captcha_solutions")
    .values({ challenge_id: challengeId, expires_at: expiresAt })
    .onConflict((oc) => oc.column("challenge_id").doNothing())
    .returning("challenge_id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function pruneSolutions(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("captcha_solutions").where("expires_at", "<", before).execute();
  await db.deleteFrom("captcha_passes").where("expires_at", "<", before).execute();
}

export async function insertPass(db: Executor, tokenHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
  await db
    .insertInto("captcha_passes")
    .values({ token_hash: tokenHash, created_at: createdAt, expires_at: expiresAt })
    .execute();
}

/** Uses a pass once: true when it existed, was unused and unexpired. */
export async function usePass(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable("captcha_passes")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("token_hash")
    .executeTakeFirst();
  return row !== undefined;
}
