import { sql } from "kysely";
import type { ConsumeAction } from "../../../contract/money.ts";
import type { Executor } from "../accounts/index.ts";

type Page = { offset: number; limit: number };

export async function recharges(db: Executor, userId: string, page: Page) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("payment_orders as o")
      .leftJoin("payment_refunds as r", "r.order_id", "o.id")
      .select([
        "r.credits_taken as refund_credits",
        "r.amount_cents as refund_cents",
        "r.reason as refund_reason",
        "r.created_at as refund_at",
        "o.order_no",
        "o.product_code",
        "o.kind",
        "o.credits",
        "o.lock_type",
        "o.amount_cents",
        "o.currency",
        "o.status",
        "o.failure_code",
        "o.created_at",
        (eb) =>
          eb
            .selectFrom("payment_attempts as a")
            .select("a.card_last4")
            .whereRef("a.order_id", "=", "o.id")
            .where("a.card_last4", "is not", null)
            .orderBy("a.id", "desc")
            .limit(1)
            .as("card_last4"),
      ])
      .where("o.user_id", "=", userId)
      .orderBy("o.created_at", "desc")
      .orderBy("o.id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom("payment_orders")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type ConsumptionFilter = {
  action?: ConsumeAction | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
};

/** What these users' credits paid for (one row per company), newest first, with who spent it. */
export async function consumptions(db: Executor, userIds: readonly string[], page: Page, filter: ConsumptionFilter) {
  const rowsOf = db
    .selectFrom("credit_consumptions as c")
    .where("c.user_id", "in", userIds)
    .$if(filter.action !== undefined, (qb) => qb.where("c.action", "=", filter.action!))
    .$if(filter.from !== undefined, (qb) => qb.where("c.created_at", ">=", filter.from!))
    .$if(filter.before !== undefined, (qb) => qb.where("c.created_at", "<", filter.before!));
  const [rows, total] = await Promise.all([
    rowsOf
      .innerJoin("app_users as u", "u.id", "c.user_id")
      .select([
        "c.id",
        "c.action",
        "c.company_id",
        "c.company_name",
        "c.credits",
        "c.created_at",
        "c.user_id",
        "u.first_name",
        "u.last_name",
        "u.email",
      ])
      .orderBy("c.created_at", "desc")
      .orderBy("c.id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    rowsOf.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The organisation of a group administrator (userType 3) and its users' ids, or null. */
export async function organisationUsers(db: Executor, adminId: string) {
  const admin = await db
    .selectFrom("app_users")
    .select(["organization_id", "user_type"])
    .where("id", "=", adminId)
    .executeTakeFirst();
  if (admin?.organization_id == null || admin.user_type !== 3) return null;
  const rows = await db
    .selectFrom("app_users")
    .select("id")
    .where("organization_id", "=", admin.organization_id)
    .execute();
  return rows.map((row) => String(row.id));
}

export async function totals(db: Executor, userId: string) {
  // A refunded order counts for what was kept: its price and credits less the refund.
  const orders = await db
    .selectFrom("payment_orders as o")
    .leftJoin("payment_refunds as r", "r.order_id", "o.id")
    .select([
      sql<string>`count(*) filter (where o.status = 'paid')`.as("paid"),
      sql<string>`coalesce(sum(o.credits - coalesce(r.credits_taken, 0)), 0)`.as("credits"),
      sql<string>`coalesce(sum(o.amount_cents - coalesce(r.amount_cents, 0)), 0)`.as("cents"),
    ])
    .where("o.user_id", "=", userId)
    .where("o.status", "in", ["paid", "refunded"])
    .executeTakeFirstOrThrow();
  const spent = await db
    .selectFrom("credit_consumptions")
    .select(sql<string>`coalesce(sum(credits), 0)`.as("credits"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    paidOrders: Number(orders.paid),
    creditsBought: Number(orders.credits),
    amountPaidCents: Number(orders.cents),
    creditsSpent: Number(spent.credits),
  };
}
