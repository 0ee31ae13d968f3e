import type { Executor } from "./executor.ts";

/** Other active members of an organisation. */
export async function otherMembers(db: Executor, organizationId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom("app_users")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("organization_id", "=", organizationId)
    .where("id", "<>", userId)
    .where("cancelled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setTasksWaived(db: Executor, userId: string, at: Date): Promise<void> {
  await db.updateTable("app_users").set({ cancel_tasks_waived_at: at }).where("id", "=", userId).execute();
}

/**
 * A cancelled account keeps its row (ledger and history refer to it) but loses everything that
 * identifies the person: e-mail, names, password, avatar, profile, contacts, linked sign-ins.
 */
export async function anonymiseUser(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .updateTable("app_users")
    .set({
      email: `cancelled-${userId}@cancelled.invalid`,
      first_name: "",
      last_name: "",
      password_hash: null,
      organization_id: null,
      login_retention_minutes: null,
      cancelled_at: now,
    })
    .where("id", "=", userId)
    .execute();
  for (const table of ["user_identities", "user_avatars", "user_profiles", "contact_persons"] as const) {
    await db.deleteFrom(table).where("user_id", "=", userId).execute();
  }
}

export async function deleteOrganization(db: Executor, organizationId: string): Promise<void> {
  await db.deleteFrom("organizations").where("id", "=", organizationId).execute();
}

/** Makes `newOwnerId` the organisation's administrator and the former one a member. */
export async function transferOwnership(db: Executor, organizationId: string, fromId: string, toId: string) {
  await db.updateTable("organizations").set({ owner_user_id: toId }).where("id", "=", organizationId).execute();
  await db.updateTable("app_users").set({ user_type: 3 }).where("id", "=", toId).execute();
  await db.updateTable("app_users").set({ user_type: 2 }).where("id", "=", fromId).execute();
}
