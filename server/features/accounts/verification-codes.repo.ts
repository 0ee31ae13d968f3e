import type { Executor } from "./executor.ts";
import type { VerificationCodesRow } from "../../db/generated/database.ts";

export type CodePurpose = VerificationCodesRow["purpose"];

export async function insertCode(
  db: Executor,
  row: {
    purpose: CodePurpose;
    email: string;
    userId: string | null;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const inserted = await db
    .insertInto("verification_codes")
    .values({
      purpose: row.purpose,
      email: row.email,
      user_id: row.userId,
      code_hash: row.codeHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(inserted.id);
}

/** The newest code sent for (email, purpose), locked for the attempt being checked. */
export async function latestCodeForUpdate(db: Executor, email: string, purpose: CodePurpose) {
  return db
    .selectFrom("verification_codes")
    .selectAll()
    .where("email", "=", email)
    .where("purpose", "=", purpose)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function countFailedAttempt(db: Executor, id: string): Promise<void> {
  await db
    .updateTable("verification_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

export async function markUsed(db: Executor, id: string, at: Date): Promise<void> {
  await db.updateTable("verification_codes").set({ used_at: at }).where("id", "=", id).execute();
}

export async function deleteCode(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("verification_codes").where("id", "=", id).execute();
}

/** Codes past their expiry a day ago are of no use to anyone. */
export async function pruneCodes(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("verification_codes").where("expires_at", "<", before).execute();
}
