import { randomBytes } from "node:crypto";
import { CURRENCY, PRODUCTS, type PaymentResult, type Product, type RefundResult } from "../../../contract/payments.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { entitlementsOf, grantSubscription, inTransaction, type Executor } from "../accounts/index.ts";
import { notify } from "../notifications/index.ts";
import { lockedBalance, postCredits } from "./ledger.service.ts";
import type { PaymentProvider, ProviderAnswer } from "./payment-provider.ts";
import * as repo from "./payments.repo.ts";

const DAY_MS = 86_400_000;
const FAILURE_MESSAGES: Partial<Record<ProviderAnswer["outcome"], MessageKey>> = {
  declined: "paymentDeclined",
  insufficientFunds: "paymentInsufficientFunds",
  error: "paymentCardInvalid",
};

export function productList(): { products: Product[] } {
  return {
    products: PRODUCTS.map((p) => ({
      code: p.code,
      kind: p.kind,
      credits: "credits" in p ? p.credits : 0,
      lockType: "lockType" in p ? p.lockType : 0,
      days: "days" in p ? p.days : 0,
      amountCents: p.amountCents,
      currency: CURRENCY,
    })),
  };
}

async function resultOf(
  db: Executor,
  order: { order_no: string; status: PaymentResult["status"] },
  userId: string,
  now: Date,
) {
  const { availablePoints, lockType, expiration } = await entitlementsOf(db, userId, now);
  return { orderNo: order.order_no, status: order.status, availablePoints, lockType, expiration };
}

/**
 * A paid order delivers what it sold in the same transaction as its new status: the credits as a
 * ledger entry keyed by the order, or the tier from now until its length after the same tier in force
 * ends (a renewal adds its days to what is left).
 */
async function fulfil(db: Executor, order: repo.OrderRow, answer: ProviderAnswer, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await repo.insertAttempt(trx, order.id, answer, now);
    await repo.setOrderStatus(trx, order.id, { status: "paid", providerRef: answer.providerRef, at: now });
    if (order.kind === "credits") {
      const posting = { reason: "purchase", reference: order.order_no, idempotencyKey: `order:${order.order_no}` };
      await postCredits(trx, { userId: order.user_id, delta: order.credits, ...posting }, now);
      return;
    }
    if (!order.lock_type || !order.days) throw new Error(`order ${order.order_no} sells no tier`);
    const { vips } = await entitlementsOf(trx, order.user_id, now);
    const sameTierEnds = vips.filter((v) => v.lockType === order.lock_type).map((v) => Date.parse(v.endTime));
    // From now, so that the tier is in force at once, to its length after what is left of it.
    const endsAt = new Date(Math.max(now.getTime(), ...sameTierEnds) + order.days * DAY_MS);
    await grantSubscription(trx, {
      userId: order.user_id,
      lockType: order.lock_type,
      startsAt: now,
      endsAt,
      source: order.order_no,
    });
  });
}

/**
 * Records what the provider answered. A failure is kept (the Payment record shows it): its message
 * is returned, for the caller to report once the record is committed.
 */
async function settle(
  db: Executor,
  order: repo.OrderRow,
  answer: ProviderAnswer,
  now: Date,
): Promise<MessageKey | null> {
  if (answer.outcome === "succeeded") {
    await fulfil(db, order, answer, now);
    return null;
  }
  await inTransaction(db, async (trx) => {
    await repo.insertAttempt(trx, order.id, answer, now);
    const status = answer.outcome === "challenge" ? "challenge" : "failed";
    const failureCode = status === "failed" ? answer.outcome : null;
    await repo.setOrderStatus(trx, order.id, { status, providerRef: answer.providerRef, failureCode, at: now });
  });
  return FAILURE_MESSAGES[answer.outcome] ?? null;
}

/**
 * Tells the user how a payment ended (after its transaction committed): paid, or refused by the
 * provider. A challenge is not an end; an order the user abandoned needs no telling.
 */
async function notifyOutcome(db: Executor, order: repo.OrderRow, answer: ProviderAnswer, now: Date): Promise<void> {
  if (answer.outcome === "challenge") return;
  const kind = answer.outcome === "succeeded" ? "paymentSucceeded" : "paymentFailed";
  await notify(db, [{ userId: order.user_id, event: { kind, params: { orderNo: order.order_no } } }], now);
}

function newOrderNo(now: Date): string {
  return `P${now.toISOString().slice(0, 10).replace(/-/g, "")}${randomBytes(5).toString("hex").toUpperCase()}`;
}

/**
 * `/pay/cardAuthorize`: one order per idempotency key (a replay answers the order as it stands,
 * never a second charge), then the provider's answer for the token.
 */
export async function authorize(
  db: Executor,
  provider: PaymentProvider,
  request: { userId: string; productCode: string; paymentToken: string; idempotencyKey: string },
  now: Date,
): Promise<PaymentResult> {
  const product = PRODUCTS.find((p) => p.code === request.productCode);
  if (!product) throw ruleBroken("paymentUnknownProduct");
  const earlier = await repo.findOrderByKey(db, request.userId, request.idempotencyKey);
  if (earlier) return resultOf(db, earlier, request.userId, now);
  const order = await repo.insertOrder(db, {
    orderNo: newOrderNo(now),
    userId: request.userId,
    productCode: product.code,
    kind: product.kind,
    credits: "credits" in product ? product.credits : 0,
    lockType: "lockType" in product ? product.lockType : null,
    days: "days" in product ? product.days : null,
    amountCents: product.amountCents,
    currency: CURRENCY,
    provider: provider.name,
    idempotencyKey: request.idempotencyKey,
    at: now,
  });
  const answer = await provider.authorize({
    token: request.paymentToken,
    amountCents: product.amountCents,
    currency: CURRENCY,
    orderNo: order.order_no,
    idempotencyKey: order.order_no,
  });
  const failure = await settle(db, order, answer, now);
  await notifyOutcome(db, order, answer, now);
  if (failure) throw ruleBroken(failure);
  const status = answer.outcome === "challenge" ? "challenge" : "paid";
  const result = await resultOf(db, { order_no: order.order_no, status }, request.userId, now);
  return answer.clientSecret ? { ...result, clientSecret: answer.clientSecret } : result;
}

/** `/pay/saveUserRecharges`: the challenged payment, approved or refused by the card holder. */
export async function completeChallenge(
  db: Executor,
  provider: PaymentProvider,
  request: { userId: string; orderNo: string; approved: boolean },
  now: Date,
): Promise<PaymentResult> {
  const settled = await inTransaction(db, async (trx) => {
    const order = await repo.lockOrder(trx, request.userId, request.orderNo);
    if (!order) throw new AppError(404, "paymentOrderNotFound");
    if (order.status !== "challenge" || !order.provider_ref) return null;
    const answer = await provider.confirmChallenge({ providerRef: order.provider_ref, approved: request.approved });
    return { order, answer, failure: await settle(trx, order, answer, now) };
  });
  if (settled) await notifyOutcome(db, settled.order, settled.answer, now);
  if (settled?.failure) throw ruleBroken(settled.failure);
  const order = await repo.findOrder(db, request.userId, request.orderNo);
  if (!order) throw new AppError(404, "paymentOrderNotFound");
  return resultOf(db, order, request.userId, now);
}

/** `/pay/failedPay`: the client gave up on an order (the card holder closed the challenge). */
export async function abandon(
  db: Executor,
  request: { userId: string; orderNo: string },
  now: Date,
): Promise<PaymentResult> {
  const order = await inTransaction(db, async (trx) => {
    const found = await repo.lockOrder(trx, request.userId, request.orderNo);
    if (!found) throw new AppError(404, "paymentOrderNotFound");
    if (found.status !== "pending" && found.status !== "challenge") return found;
    await repo.setOrderStatus(trx, found.id, { status: "failed", failureCode: "abandoned", at: now });
    return { ...found, status: "failed" as const };
  });
  return resultOf(db, order, request.userId, now);
}

/**
 * `/pay/refundPayment`: the payer's written request (spec §7: refund within 30 days of it) is
 * granted at once for a paid credit order. The credits still unspent come back out of the ledger
 * (the balance never goes below zero: credits already spent are not refunded) and the provider pays
 * back the price in proportion; all in one transaction holding the order and the balance, so a
 * deduction waits for it. The provider call carries the order's key: a retry after a failure here
 * pays back once.
 */
export async function refund(
  db: Executor,
  provider: PaymentProvider,
  request: { userId: string; orderNo: string; reason: string },
  now: Date,
): Promise<RefundResult> {
  const result = await inTransaction(db, async (trx) => {
    const order = await repo.lockOrder(trx, request.userId, request.orderNo);
    if (!order) throw new AppError(404, "paymentOrderNotFound");
    if (order.status !== "paid" || order.kind !== "credits" || !order.provider_ref)
      throw ruleBroken("refundNotRefundable");
    const balance = await lockedBalance(trx, order.user_id);
    const creditsTaken = Math.min(order.credits, balance);
    if (creditsTaken === 0) throw ruleBroken("refundCreditsSpent");
    const amountCents = Math.round((order.amount_cents * creditsTaken) / order.credits);
    const paidBack = await provider.refund({
      providerRef: order.provider_ref,
      amountCents,
      idempotencyKey: order.order_no,
    });
    if (!paidBack.refunded) throw ruleBroken("refundFailed");
    const posting = { reason: "refund", reference: order.order_no, idempotencyKey: `refund:${order.order_no}` };
    await postCredits(trx, { userId: order.user_id, delta: -creditsTaken, ...posting }, now);
    await repo.insertRefund(trx, {
      orderId: order.id,
      reason: request.reason.trim(),
      creditsTaken,
      amountCents,
      providerRef: paidBack.refundRef,
      requestedBy: request.userId,
      at: now,
    });
    await repo.setOrderStatus(trx, order.id, { status: "refunded", at: now });
    return { orderNo: order.order_no, creditsTaken, amountCents };
  });
  return { ...result, availablePoints: (await entitlementsOf(db, request.userId, now)).availablePoints };
}

/**
 * A provider's webhook: the outcome of a payment decided outside the card holder's request (a
 * challenge answered in the provider's page). Only an order still waiting for it changes.
 */
export async function applyProviderEvent(db: Executor, answer: ProviderAnswer, now: Date): Promise<void> {
  if (!answer.providerRef || (answer.outcome !== "succeeded" && answer.outcome !== "declined")) return;
  const providerRef = answer.providerRef;
  await inTransaction(db, async (trx) => {
    const order = await repo.lockOrderByProviderRef(trx, providerRef);
    if (!order || (order.status !== "challenge" && order.status !== "pending")) return;
    await settle(trx, order, answer, now);
  });
}
