import type { PaymentOrdersRow } from "../../db/generated/database.ts";
import type { Executor } from "../accounts/index.ts";
import type { ProviderAnswer } from "./payment-provider.ts";

export type NewOrder = {
  orderNo: string;
  userId: string;
  productCode: string;
  kind: PaymentOrdersRow["kind"];
  credits: number;
  lockType: 1 | 2 | null;
  days: number | null;
  amountCents: number;
  currency: string;
  provider: string;
  idempotencyKey: string;
  at: Date;
};

const ORDER_COLUMNS = [
  "id",
  "amount_cents",
  "order_no",
  "user_id",
  "kind",
  "credits",
  "lock_type",
  "days",
  "status",
  "provider_ref",
] as const;

export async function findOrderByKey(db: Executor, userId: string, idempotencyKey: string) {
  return db
    .selectFrom("payment_orders")
    .select(ORDER_COLUMNS)
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

export async function findOrder(db: Executor, userId: string, orderNo: string) {
  return db
    .selectFrom("payment_orders")
    .select(ORDER_COLUMNS)
    .where("user_id", "=", userId)
    .where("order_no", "=", orderNo)
    .executeTakeFirst();
}

/** The user's order, locked for the change of its status. */
export async function lockOrder(db: Executor, userId: string, orderNo: string) {
  return db
    .selectFrom("payment_orders")
    .select(ORDER_COLUMNS)
    .where("user_id", "=", userId)
    .where("order_no", "=", orderNo)
    .forUpdate()
    .executeTakeFirst();
}
/** The order a provider's payment belongs to, locked (a webhook names the payment, not the user). */
export async function lockOrderByProviderRef(db: Executor, providerRef: string) {
  return db
    .selectFrom("payment_orders")
    .select(ORDER_COLUMNS)
    .where("provider_ref", "=", providerRef)
    .forUpdate()
    .executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export async function insertOrder(db: Executor, order: NewOrder): Promise<OrderRow> {
  return db
    .insertInto("payment_orders")
    .values({
      order_no: order.orderNo,
      user_id: order.userId,
      product_code: order.productCode,
      kind: order.kind,
      credits: order.credits,
      lock_type: order.lockType,
      days: order.days,
      amount_cents: order.amountCents,
      currency: order.currency,
      provider: order.provider,
      status: "pending",
      idempotency_key: order.idempotencyKey,
      created_at: order.at,
      updated_at: order.at,
    })
    .returning(ORDER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setOrderStatus(
  db: Executor,
  orderId: string,
  change: { status: PaymentOrdersRow["status"]; providerRef?: string | null; failureCode?: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable("payment_orders")
    .set({
      status: change.status,
      updated_at: change.at,
      ...(change.providerRef === undefined ? {} : { provider_ref: change.providerRef }),
      ...(change.failureCode === undefined ? {} : { failure_code: change.failureCode }),
    })
    .where("id", "=", orderId)
    .execute();
}

export async function insertAttempt(db: Executor, orderId: string, answer: ProviderAnswer, at: Date): Promise<void> {
  await db
    .insertInto("payment_attempts")
    .values({
      order_id: orderId,
      outcome: answer.outcome,
      provider_ref: answer.providerRef,
      card_brand: answer.cardBrand,
      card_last4: answer.cardLast4,
      created_at: at,
    })
    .execute();
}

export async function insertRefund(
  db: Executor,
  refund: {
    orderId: string;
    reason: string;
    creditsTaken: number;
    amountCents: number;
    providerRef: string | null;
    requestedBy: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto("payment_refunds")
    .values({
      order_id: refund.orderId,
      reason: refund.reason,
      credits_taken: refund.creditsTaken,
      amount_cents: refund.amountCents,
      provider_ref: refund.providerRef,
      requested_by: refund.requestedBy,
      created_at: refund.at,
    })
    .execute();
}
