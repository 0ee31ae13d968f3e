import type { Executor } from "../accounts/index.ts";

export type BillingInformationRow = {
  company_name: string;
  company_id: string;
  country_code: string;
  address1: string;
  city: string;
  zip_code: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
};

const COLUMNS = [
  "company_name",
  "company_id",
  "country_code",
  "address1",
  "city",
  "zip_code",
  "first_name",
  "last_name",
  "phone_number",
  "email",
  "updated_at",
] as const;

export async function findBillingInformation(db: Executor, userId: string) {
  return db.selectFrom("billing_information").select(COLUMNS).where("user_id", "=", userId).executeTakeFirst();
}

/** Inserts the user's billing details; undefined when they already exist. */
export async function insertBillingInformation(db: Executor, userId: string, row: BillingInformationRow, at: Date) {
  return db
    .insertInto("billing_information")
    .values({ ...row, user_id: userId, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Changes the user's billing details; undefined when none are saved. */
export async function updateBillingInformation(db: Executor, userId: string, row: BillingInformationRow, at: Date) {
  return db
    .updateTable("billing_information")
    .set({ ...row, updated_at: at })
    .where("user_id", "=", userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}
