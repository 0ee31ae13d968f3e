import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, ledgerOf, payingUser } from "./money.test-support.ts";
import { FAKE_METHODS, startFakeStripe } from "./stripe-fake.test-support.ts";

const WEBHOOK_SECRET = "whsec_test_secret";
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const clock = new Date("2026-03-01T10:00:00Z");

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    now: () => clock,
    config: {
      payments: {
        provider: "stripe",
        secretKey: "sk_test_fake",
        publishableKey: "pk_test_fake",
        webhookSecret: WEBHOOK_SECRET,
        apiBase: fake.apiBase,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const pay = (token: string, productCode: string, paymentToken: string, idempotencyKey: string) =>
  call(t, "/pay/cardAuthorize", token, { productCode, paymentToken, idempotencyKey });

async function webhook(type: string, intentId: string, secret = WEBHOOK_SECRET) {
  const intent = fake.intents.get(intentId);
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: "event",
    type,
    data: { object: { object: "payment_intent", ...intent } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: "POST",
    url: "/csi/pay/stripeWebhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

describe("/pay/* with the Stripe provider (a local fake of Stripe's API)", () => {
  it("gives the browser the publishable key, never the secret one", async () => {
    const user = await payingUser(t);
    const key = await call(t, "/pay/getPublicClientKey", user.token, {});
    expect(key.json.data).toEqual({ provider: "stripe", publicKey: "pk_test_fake" });
    expect(JSON.stringify(key.json)).not.toContain("sk_test");
  });

  it("pays with a PaymentIntent keyed by the order: the PaymentMethod id only; a replay charges once", async () => {
    const user = await payingUser(t);
    const before = fake.requests.length;
    const paid = await pay(user.token, "credits-50", FAKE_METHODS.succeeds, "stripe-buy-1");
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ status: "paid", availablePoints: 50 });
    const again = await pay(user.token, "credits-50", FAKE_METHODS.succeeds, "stripe-buy-1");
    expect(again.json.data).toMatchObject({ orderNo: paid.json.data.orderNo, availablePoints: 50 });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(sent[0]?.idempotencyKey).toBe(`authorize:${paid.json.data.orderNo}`);
    expect(Object.fromEntries(sent[0]!.form)).toMatchObject({
      amount: "4500",
      currency: "usd",
      payment_method: FAKE_METHODS.succeeds,
      confirm: "true",
    });
    expect((await ledgerOf(t, user.id)).balance).toBe(50);
  });

  it("reports a declined card and insufficient funds with their messages, and keeps the failed order", async () => {
    const user = await payingUser(t);
    const declined = await pay(user.token, "credits-10", FAKE_METHODS.declined, "stripe-declined");
    expect(declined.status).toBe(400);
    expect(declined.json).toMatchObject({ code: -1, msg: "Your card was declined. Please use another card." });
    const poor = await pay(user.token, "credits-10", FAKE_METHODS.insufficientFunds, "stripe-poor");
    expect(poor.json.msg).toBe("Your card has insufficient funds.");
    const records = await call(t, "/billingAndPayment/getUserRechargesPage", user.token, {});
    expect(records.json.data.list.map((r: { status: string }) => r.status)).toEqual(["failed", "failed"]);
    expect((await ledgerOf(t, user.id)).balance).toBe(0);
  });

  it("a 3-D Secure challenge: the order waits, then the intent's outcome decides it", async () => {
    const user = await payingUser(t);
    const asked = await pay(user.token, "credits-10", FAKE_METHODS.challenge, "stripe-3ds-ok");
    expect(asked.json.data).toMatchObject({ status: "challenge", availablePoints: 0 });
    const intent = [...fake.intents.values()].at(-1)!;
    // Stripe.js in the payer's browser takes the card holder through the challenge with the intent's client secret.
    expect(asked.json.data.clientSecret).toBe(intent.client_secret);
    expect(intent.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    fake.completeChallenge(intent.id, true);
    const done = await call(t, "/pay/saveUserRecharges", user.token, {
      orderNo: asked.json.data.orderNo,
      approved: true,
    });
    expect(done.json.data).toMatchObject({ status: "paid", availablePoints: 10 });

    const refused = await pay(user.token, "credits-10", FAKE_METHODS.challenge, "stripe-3ds-no");
    const closed = await call(t, "/pay/saveUserRecharges", user.token, {
      orderNo: refused.json.data.orderNo,
      approved: false,
    });
    expect(closed.json.msg).toBe("Your card was declined. Please use another card.");
    expect([...fake.intents.values()].at(-1)?.status).toBe("canceled");
    expect((await ledgerOf(t, user.id)).balance).toBe(10);
  });

  it("a challenge the bank then refuses for want of funds says so; the answers after it carry no client secret", async () => {
    const user = await payingUser(t);
    const asked = await pay(user.token, "credits-10", FAKE_METHODS.challenge, "stripe-3ds-poor");
    fake.completeChallenge([...fake.intents.values()].at(-1)!.id, false, "insufficient_funds");
    const refused = await call(t, "/pay/saveUserRecharges", user.token, {
      orderNo: asked.json.data.orderNo,
      approved: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe("Your card has insufficient funds.");
    const replayed = await pay(user.token, "credits-10", FAKE_METHODS.challenge, "stripe-3ds-poor");
    expect(replayed.json.data).toMatchObject({ orderNo: asked.json.data.orderNo, status: "failed" });
    expect(replayed.json.data).not.toHaveProperty("clientSecret");
    const paid = await pay(user.token, "credits-10", FAKE_METHODS.succeeds, "stripe-after-poor");
    expect(paid.json.data).toMatchObject({ status: "paid" });
    expect(paid.json.data).not.toHaveProperty("clientSecret");
  });

  it("the signed webhook settles a waiting order once; a wrong signature is refused with 400", async () => {
    const user = await payingUser(t);
    const asked = await pay(user.token, "credits-10", FAKE_METHODS.challenge, "stripe-webhook");
    const intent = [...fake.intents.values()].at(-1)!;
    fake.completeChallenge(intent.id, true);
    const forged = await webhook("payment_intent.succeeded", intent.id, "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ msg: "The webhook signature is not valid", data: null });
    expect((await ledgerOf(t, user.id)).balance).toBe(0);
    expect((await webhook("payment_intent.succeeded", intent.id)).json()).toMatchObject({ data: { received: true } });
    expect((await webhook("payment_intent.succeeded", intent.id)).statusCode).toBe(200);
    expect((await ledgerOf(t, user.id)).entries).toEqual([
      expect.objectContaining({ delta: 10, reason: "purchase", reference: asked.json.data.orderNo }),
    ]);
  });

  it("refunds the unspent credits through Stripe, in proportion, once", async () => {
    const user = await payingUser(t);
    const paid = await pay(user.token, "credits-50", FAKE_METHODS.succeeds, "stripe-refund");
    const orderNo = paid.json.data.orderNo as string;
    for (const i of [1, 2, 3, 4, 5]) {
      const spent = await call(t, "/consume/saveUserConsumption", user.token, {
        type: "export",
        companyId: `R${i}`,
        idempotencyKey: `refund-spend-${i}-${user.id}`,
      });
      expect(spent.status).toBe(200);
    }
    const spentSoFar = 50 - (await ledgerOf(t, user.id)).balance;
    expect(spentSoFar).toBeGreaterThan(0);
    const refunded = await call(t, "/pay/refundPayment", user.token, { orderNo, reason: "Bought the wrong pack" });
    expect(refunded.status).toBe(200);
    const taken = 50 - spentSoFar;
    expect(refunded.json.data).toEqual({
      orderNo,
      creditsTaken: taken,
      amountCents: Math.round((4500 * taken) / 50),
      availablePoints: 0,
    });
    const refundCall = fake.requests.at(-1)!;
    expect(refundCall).toMatchObject({ method: "POST", path: "/v1/refunds", idempotencyKey: `refund:${orderNo}` });
    expect(refundCall.form.get("amount")).toBe(String(Math.round((4500 * taken) / 50)));
    const statistics = await call(t, "/billingAndPayment/billingAndPaymentStatistics", user.token, {});
    expect(statistics.json.data).toMatchObject({
      paidOrders: 0,
      creditsBought: spentSoFar,
      amountPaidCents: 4500 - Math.round((4500 * taken) / 50),
    });
    const twice = await call(t, "/pay/refundPayment", user.token, { orderNo, reason: "again" });
    expect(twice.status).toBe(400);
    expect(fake.refunds.filter((r) => r.payment_intent === refundCall.form.get("payment_intent"))).toHaveLength(1);
  });
});
