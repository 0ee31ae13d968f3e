import type { UserIdentitiesRow } from "../../db/generated/database.ts";
import type { Executor } from "./executor.ts";

export type IdentityProvider = UserIdentitiesRow["provider"];

export async function findIdentity(db: Executor, provider: IdentityProvider, subject: string) {
  return db
    .selectFrom("user_identities")
    .innerJoin("app_users", "app_users.id", "user_identities.user_id")
    .select("user_identities.user_id")
    .where("user_identities.provider", "=", provider)
    .where("user_identities.subject", "=", subject)
    .where("app_users.cancelled_at", "is", null)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Executor,
  row: { provider: IdentityProvider; subject: string; userId: string; email: string },
): Promise<void> {
  await db
    .insertInto("user_identities")
    .values({ provider: row.provider, subject: row.subject, user_id: row.userId, email: row.email })
    .execute();
}
