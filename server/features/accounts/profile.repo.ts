import type { Executor } from "./executor.ts";

export type ProfileRow = {
  accountType: 1 | 2;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  companyName: string;
  address1: string;
  countryCode: string;
  city: string;
  zipCode: string;
};

export async function upsertProfile(db: Executor, userId: string, profile: ProfileRow, now: Date): Promise<void> {
  const values = {
    account_type: profile.accountType,
    first_name: profile.firstName,
    last_name: profile.lastName,
    phone_number: profile.phoneNumber,
    email: profile.email,
    company_name: profile.companyName,
    address1: profile.address1,
    country_code: profile.countryCode,
    city: profile.city,
    zip_code: profile.zipCode,
    updated_at: now,
  };
  await db
    .insertInto("user_profiles")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

export async function findProfile(db: Executor, userId: string) {
  return db.selectFrom("user_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** The profile is complete: certification 1, and the names it gave become the account's. */
export async function markProfileComplete(
  db: Executor,
  userId: string,
  names: { firstName: string; lastName: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable("app_users")
    .set({ certification: 1, profile_completed_at: now, first_name: names.firstName, last_name: names.lastName })
    .where("id", "=", userId)
    .execute();
}

export async function createOrganization(db: Executor, ownerId: string, name: string): Promise<void> {
  const org = await db
    .insertInto("organizations")
    .values({ name, owner_user_id: ownerId })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("app_users").set({ organization_id: org.id, user_type: 3 }).where("id", "=", ownerId).execute();
}

export async function renameOrganization(db: Executor, organizationId: string, name: string): Promise<void> {
  await db.updateTable("organizations").set({ name }).where("id", "=", organizationId).execute();
}
