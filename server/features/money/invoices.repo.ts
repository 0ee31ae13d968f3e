import type { Executor } from "../accounts/index.ts";

const INVOICE_COLUMNS = [
  "o.id",
  "o.order_no",
  "o.product_code",
  "o.kind",
  "o.credits",
  "o.lock_type",
  "o.days",
  "o.amount_cents",
  "o.currency",
  "o.provider",
  "o.created_at",
  "o.updated_at",
] as const;

function paidOrders(db: Executor, userId: string) {
  return db
    .selectFrom("payment_orders as o")
    .select(INVOICE_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom("payment_attempts as a")
        .select("a.card_last4")
        .whereRef("a.order_id", "=", "o.id")
        .where("a.outcome", "=", "succeeded")
        .orderBy("a.id", "desc")
        .limit(1)
        .as("card_last4"),
    )
    .where("o.user_id", "=", userId)
    .where("o.status", "=", "paid");
}

/** One paid order of the user, by its order no. */
export async function paidOrder(db: Executor, userId: string, orderNo: string) {
  return paidOrders(db, userId).where("o.order_no", "=", orderNo).executeTakeFirst();
}

/** The user's orders paid between two instants (by the time they were paid), oldest first. */
export async function paidOrdersBetween(db: Executor, userId: string, from: Date, to: Date) {
  return paidOrders(db, userId)
    .where("o.updated_at", ">=", from)
    .where("o.updated_at", "<", to)
    .orderBy("o.updated_at")
    .orderBy("o.id")
    .execute();
}
