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

export async function consumptions(db: Executor, userId: string, page: Page, action?: ConsumeAction) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("credit_consumptions")
      .select(["id", "action", "company_id", "company_name", "credits", "created_at"])
      .where("user_id", "=", userId)
      .$if(action !== undefined, (qb) => qb.where("action", "=", action!))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom("credit_consumptions")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", userId)
      .$if(action !== undefined, (qb) => qb.where("action", "=", action!))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
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
