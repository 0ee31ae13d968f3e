import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokeniseSandboxCard } from "../../../contract/sandbox-card.ts";
import { SANDBOX_CARDS } from "../../../contract/payments.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, ledgerOf, payingUser } from "./money.test-support.ts";

let t: TestApp;
const clock = new Date("2026-03-01T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

async function tokenFor(token: string, number: string) {
  const key = await call(t, "/pay/getPublicClientKey", token, {});
  const made = tokeniseSandboxCard(key.json.data.publicKey as string, { number, expiry: "12/30", cvc: "123" }, clock);
  if (!("token" in made)) throw new Error(`card refused: ${made.problem}`);
  return made.token;
}

async function pay(token: string, productCode: string, number: string, idempotencyKey: string) {
  return call(t, "/pay/cardAuthorize", token, {
    productCode,
    paymentToken: await tokenFor(token, number),
    idempotencyKey,
  });
}

describe("/pay/* with the sandbox provider", () => {
  it("lists products to anyone and keeps the key and the card number off the wire", async () => {
    const list = await call(t, "/pay/getProductList", null, {});
    expect(list.json.data.products).toContainEqual({
      code: "credits-10",
      kind: "credits",
      credits: 10,
      lockType: 0,
      days: 0,
      amountCents: 1000,
      currency: "USD",
    });
    expect((await call(t, "/pay/getPublicClientKey", null, {})).status).toBe(401);
    const user = await payingUser(t);
    const token = await tokenFor(user.token, SANDBOX_CARDS.succeeds);
    expect(token).not.toContain(SANDBOX_CARDS.succeeds);
    expect(token).toMatch(/\.4242\./);
  });

  it("buys credits: the order, the payment and the ledger entry together; a replay charges once", async () => {
    const user = await payingUser(t);
    const paid = await pay(user.token, "credits-50", SANDBOX_CARDS.succeeds, "buy-credits-50-a");
    expect(paid.status).toBe(200);
    expect(paid.json.msg).toBe("Thank you: your payment was received");
    expect(paid.json.data).toMatchObject({ status: "paid", availablePoints: 50 });
    const again = await pay(user.token, "credits-50", SANDBOX_CARDS.succeeds, "buy-credits-50-a");
    expect(again.json.data).toMatchObject({ orderNo: paid.json.data.orderNo, status: "paid", availablePoints: 50 });
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.entries).toEqual([
      {
        delta: 50,
        reason: "purchase",
        reference: paid.json.data.orderNo,
        idempotency_key: `order:${paid.json.data.orderNo}`,
      },
    ]);
    expect(ledger.balance).toBe(50);
    const orders = await t.database.db
      .selectFrom("payment_orders")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "paid", amount_cents: 4500, provider: "sandbox" });
  });

  it("a declined card and insufficient funds: code -1 with the reason, the failure recorded, nothing added", async () => {
    const user = await payingUser(t);
    const declined = await pay(user.token, "credits-10", SANDBOX_CARDS.declined, "declined-card-1");
    expect(declined.status).toBe(400);
    expect(declined.json).toMatchObject({ code: -1, msg: "Your card was declined. Please use another card." });
    const poor = await pay(user.token, "credits-10", SANDBOX_CARDS.insufficientFunds, "poor-card-1");
    expect(poor.json.msg).toBe("Your card has insufficient funds.");
    const german = await call(
      t,
      "/pay/cardAuthorize",
      user.token,
      { productCode: "credits-10", paymentToken: "sbx.forged", idempotencyKey: "forged-token-1" },
      "ge_DE",
    );
    expect(german.json.code).toBe(-1);
    expect(german.json.msg).not.toBe("The card details could not be read. Please enter them again.");
    const orders = await t.database.db
      .selectFrom("payment_orders")
      .select(["status", "failure_code"])
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute();
    expect(orders).toEqual([
      { status: "failed", failure_code: "declined" },
      { status: "failed", failure_code: "insufficientFunds" },
      { status: "failed", failure_code: "error" },
    ]);
    expect((await ledgerOf(t, user.id)).balance).toBe(0);
  });

  it("a challenged card: nothing until the card holder approves; a refusal fails the order", async () => {
    const user = await payingUser(t);
    const challenged = await pay(user.token, "credits-10", SANDBOX_CARDS.challenge, "challenge-card-1");
    expect(challenged.json.data).toMatchObject({ status: "challenge", availablePoints: 0 });
    // The sandbox's challenge is its own dialog: no provider secret goes to the browser.
    expect(challenged.json.data).not.toHaveProperty("clientSecret");
    const orderNo = challenged.json.data.orderNo as string;
    const approved = await call(t, "/pay/saveUserRecharges", user.token, { orderNo, approved: true });
    expect(approved.json.data).toMatchObject({ status: "paid", availablePoints: 10 });
    const twice = await call(t, "/pay/saveUserRecharges", user.token, { orderNo, approved: true });
    expect(twice.json.data).toMatchObject({ status: "paid", availablePoints: 10 });

    const second = await pay(user.token, "credits-10", SANDBOX_CARDS.challenge, "challenge-card-2");
    const refused = await call(t, "/pay/saveUserRecharges", user.token, {
      orderNo: second.json.data.orderNo,
      approved: false,
    });
    expect(refused.json).toMatchObject({ code: -1, msg: "Your card was declined. Please use another card." });
    const third = await pay(user.token, "credits-10", SANDBOX_CARDS.challenge, "challenge-card-3");
    const gaveUp = await call(t, "/pay/failedPay", user.token, { orderNo: third.json.data.orderNo });
    expect(gaveUp.json.data).toMatchObject({ status: "failed", availablePoints: 10 });
    const stranger = await payingUser(t);
    expect((await call(t, "/pay/failedPay", stranger.token, { orderNo })).status).toBe(404);
  });

  it("buys gold for a year, and a second year starts when the first ends", async () => {
    const user = await payingUser(t);
    const gold = await pay(user.token, "gold-year", SANDBOX_CARDS.succeeds, "gold-year-1");
    expect(gold.json.data).toMatchObject({ status: "paid", lockType: 2, expiration: "2027-03-01T10:00:00.000Z" });
    const renewed = await pay(user.token, "gold-year", SANDBOX_CARDS.succeeds, "gold-year-2");
    expect(renewed.json.data.expiration).toBe("2028-02-29T10:00:00.000Z");
    const tiers = await t.database.db
      .selectFrom("subscriptions")
      .select(["lock_type", "starts_at", "ends_at"])
      .where("user_id", "=", user.id)
      .orderBy("id")
      .execute();
    expect(tiers.map((row) => [row.lock_type, new Date(row.ends_at).toISOString()])).toEqual([
      [2, "2027-03-01T10:00:00.000Z"],
      [2, "2028-02-29T10:00:00.000Z"],
    ]);
  });
});

describe("/pay/refundPayment (the payer's written request, spec §7 terms)", () => {
  it("pays back an unspent purchase in full: the credits leave the ledger and the record shows the refund", async () => {
    const user = await payingUser(t);
    const paid = await pay(user.token, "credits-10", SANDBOX_CARDS.succeeds, "refund-full");
    const orderNo = paid.json.data.orderNo as string;
    const refunded = await call(t, "/pay/refundPayment", user.token, { orderNo, reason: "  Not needed after all " });
    expect(refunded.status).toBe(200);
    expect(refunded.json).toMatchObject({
      msg: "Your refund was made: 10 credits were taken back",
      data: { orderNo, creditsTaken: 10, amountCents: 1000, availablePoints: 0 },
    });
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.entries.map((e) => [e.delta, e.reason, e.reference])).toEqual([
      [10, "purchase", orderNo],
      [-10, "refund", orderNo],
    ]);
    expect(ledger.balance).toBe(0);
    const records = await call(t, "/billingAndPayment/getUserRechargesPage", user.token, {});
    expect(records.json.data.list[0]).toMatchObject({
      orderNo,
      status: "refunded",
      refund: { creditsTaken: 10, amountCents: 1000, reason: "Not needed after all", createTime: clock.toISOString() },
    });
    const statistics = await call(t, "/billingAndPayment/billingAndPaymentStatistics", user.token, {});
    expect(statistics.json.data).toMatchObject({ paidOrders: 0, amountPaidCents: 0, creditsBought: 0 });
  });

  it("refuses what cannot be refunded: spent credits, a tier, a failed order, someone else's order, no reason", async () => {
    const user = await payingUser(t);
    const paid = await pay(user.token, "credits-10", SANDBOX_CARDS.succeeds, "refund-spent");
    for (let i = 0; i < 10; i++) {
      const use = { type: "export", companyId: `S${i}`, idempotencyKey: `refund-spent-${i}-${user.id}` };
      expect((await call(t, "/consume/saveUserConsumption", user.token, use)).status).toBe(200);
    }
    const spent = await call(t, "/pay/refundPayment", user.token, { orderNo: paid.json.data.orderNo, reason: "x" });
    expect(spent).toMatchObject({
      status: 400,
      json: { code: -1, msg: "The credits of this purchase have all been spent: there is nothing left to refund" },
    });
    const gold = await pay(user.token, "gold-year", SANDBOX_CARDS.succeeds, "refund-gold");
    const tier = await call(t, "/pay/refundPayment", user.token, { orderNo: gold.json.data.orderNo, reason: "x" });
    expect(tier.json.msg).toBe("Only a paid credit purchase can be refunded, once");
    const failed = await pay(user.token, "credits-10", SANDBOX_CARDS.declined, "refund-failed");
    const failedOrder = (await call(t, "/billingAndPayment/getUserRechargesPage", user.token, {})).json.data.list[0];
    expect(failed.status).toBe(400);
    expect(
      (await call(t, "/pay/refundPayment", user.token, { orderNo: failedOrder.orderNo, reason: "x" })).status,
    ).toBe(400);
    const stranger = await payingUser(t);
    const theirs = await call(t, "/pay/refundPayment", stranger.token, {
      orderNo: paid.json.data.orderNo,
      reason: "x",
    });
    expect(theirs.status).toBe(404);
    const silent = await call(t, "/pay/refundPayment", user.token, { orderNo: paid.json.data.orderNo, reason: "" });
    expect(silent.status).toBe(400);
    expect((await call(t, "/pay/refundPayment", null, { orderNo: "P1", reason: "x" })).status).toBe(401);
  });

  it("a refund racing 30 deductions: the balance never goes below zero and the ledger adds up", async () => {
    const user = await payingUser(t);
    const paid = await pay(user.token, "credits-10", SANDBOX_CARDS.succeeds, "refund-race");
    const [refund, ...spends] = await Promise.all([
      call(t, "/pay/refundPayment", user.token, { orderNo: paid.json.data.orderNo, reason: "race" }),
      ...Array.from({ length: 30 }, (_, i) =>
        call(t, "/consume/saveUserConsumption", user.token, {
          type: "export",
          companyId: `Q${i}`,
          idempotencyKey: `refund-race-${i}-${user.id}`,
        }),
      ),
    ]);
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.sum).toBe(0);
    const spentCredits = -ledger.entries
      .filter((e) => e.reason !== "purchase" && e.reason !== "refund")
      .reduce((s, e) => s + e.delta, 0);
    const taken = refund?.status === 200 ? (refund.json.data.creditsTaken as number) : 0;
    expect(spentCredits + taken).toBe(10);
    expect(spends.filter((s) => s.status === 200)).toHaveLength(spentCredits);
  });
});
