import { sql } from "kysely";
import type { Executor } from "./executor.ts";

/** Sign-ins per month (1-12, UTC) between two instants. */
export async function loginCountsByMonth(db: Executor, userId: string, from: Date, to: Date) {
  const month = sql<number>`extract(month from created_at AT TIME ZONE 'UTC')::int`;
  return db
    .selectFrom("sessions")
    .select([month.as("month"), (eb) => eb.fn.countAll<string>().as("n")])
    .where("user_id", "=", userId)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .groupBy(month)
    .execute();
}

/** The two newest sign-ins: the current one and the one before. */
export async function latestLogins(db: Executor, userId: string) {
  return db
    .selectFrom("sessions")
    .select("created_at")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(2)
    .execute();
}

export async function upsertContact(
  db: Executor,
  userId: string,
  contact: { kind: 1 | 2; firstName: string; lastName: string; email: string; phoneNumber: string; position: string },
  now: Date,
): Promise<void> {
  const values = {
    first_name: contact.firstName,
    last_name: contact.lastName,
    email: contact.email,
    phone_number: contact.phoneNumber,
    position: contact.position,
    updated_at: now,
  };
  await db
    .insertInto("contact_persons")
    .values({ user_id: userId, kind: contact.kind, ...values })
    .onConflict((oc) => oc.columns(["user_id", "kind"]).doUpdateSet(values))
    .execute();
}

export async function listContacts(db: Executor, userId: string) {
  return db.selectFrom("contact_persons").selectAll().where("user_id", "=", userId).orderBy("kind").execute();
}
