import { sql } from "kysely";
import type { Executor } from "../accounts/index.ts";

/** The user's place in an organisation and the organisation's owner (the administrator). */
export async function spenderRow(db: Executor, userId: string) {
  return db
    .selectFrom("app_users as u")
    .leftJoin("organizations as o", "o.id", "u.organization_id")
    .select(["u.user_type", "u.org_account_status", "u.org_monthly_credit_cap", "o.owner_user_id"])
    .where("u.id", "=", userId)
    .executeTakeFirst();
}

/** Each user of the organisation with what they spent of the pool (this month, in total) and when last. */
export async function memberSpending(db: Executor, orgId: string, poolId: string, monthStart: Date) {
  return db
    .selectFrom("app_users as u")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("credit_ledger")
          .select([
            "spent_by",
            sql<string>`coalesce(-sum(delta) filter (where created_at >= ${monthStart}), 0)`.as("month"),
            sql<string>`-sum(delta)`.as("total"),
            sql<Date>`max(created_at)`.as("last_at"),
          ])
          .where("user_id", "=", poolId)
          .where("spent_by", "is not", null)
          .where("delta", "<", 0)
          .groupBy("spent_by")
          .as("s"),
      (join) => join.onRef("s.spent_by", "=", "u.id"),
    )
    .select([
      "u.id",
      "u.email",
      "u.first_name",
      "u.last_name",
      "u.user_type",
      "u.org_account_status",
      "u.org_monthly_credit_cap",
      "s.month",
      "s.total",
      "s.last_at",
    ])
    .where("u.organization_id", "=", orgId)
    .where("u.cancelled_at", "is", null)
    .orderBy("u.user_type", "desc")
    .orderBy("u.id")
    .execute();
}

/** Sets a member's monthly cap (null removes it); false when the user is no member of the organisation. */
export async function setMonthlyCap(db: Executor, orgId: string, userId: string, cap: number | null) {
  const result = await db
    .updateTable("app_users")
    .set({ org_monthly_credit_cap: cap })
    .where("id", "=", userId)
    .where("organization_id", "=", orgId)
    .where("user_type", "=", 2)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
