import type { Executor } from "./executor.ts";

const USER_COLUMNS = [
  "app_users.id",
  "app_users.user_code",
  "app_users.email",
  "app_users.password_hash",
  "app_users.first_name",
  "app_users.last_name",
  "app_users.user_type",
  "app_users.certification",
  "app_users.locale",
  "app_users.login_retention_minutes",
  "app_users.organization_id",
  "app_users.profile_completed_at",
  "app_users.cancel_tasks_waived_at",
  "app_users.created_at",
  "user_avatars.resource_key as avatar_key",
] as const;

function selectUsers(db: Executor) {
  return db
    .selectFrom("app_users")
    .leftJoin("user_avatars", "user_avatars.user_id", "app_users.id")
    .select(USER_COLUMNS)
    .where("app_users.cancelled_at", "is", null);
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function findUserByEmail(db: Executor, email: string) {
  return selectUsers(db).where("app_users.email", "=", email).executeTakeFirst();
}

export async function findUserById(db: Executor, id: string) {
  return selectUsers(db).where("app_users.id", "=", id).executeTakeFirst();
}

/** Locks the user's row for the rest of the transaction (credits, ownership changes). */
export async function lockUser(db: Executor, id: string): Promise<void> {
  await db.selectFrom("app_users").select("id").where("id", "=", id).forUpdate().execute();
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom("app_users").select("id").where("email", "=", email).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Executor,
  user: {
    userCode: string;
    email: string;
    passwordHash: string | null;
    firstName: string;
    lastName: string;
    locale: string;
  },
): Promise<string> {
  const row = await db
    .insertInto("app_users")
    .values({
      user_code: user.userCode,
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      locale: user.locale,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function setPasswordHash(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db.updateTable("app_users").set({ password_hash: passwordHash }).where("id", "=", id).execute();
}

export async function setLocale(db: Executor, id: string, locale: string): Promise<void> {
  await db.updateTable("app_users").set({ locale }).where("id", "=", id).execute();
}

export async function setEmail(db: Executor, id: string, email: string): Promise<void> {
  await db.updateTable("app_users").set({ email }).where("id", "=", id).execute();
}

export async function setLoginRetention(db: Executor, id: string, minutes: number | null): Promise<void> {
  await db.updateTable("app_users").set({ login_retention_minutes: minutes }).where("id", "=", id).execute();
}
