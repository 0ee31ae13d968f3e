import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "../../../contract/payments.ts";
import { tokeniseSandboxCard } from "../../../contract/sandbox-card.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, payingUser } from "./money.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function buy(token: string, number: string, key: string) {
  const made = tokeniseSandboxCard("pk-sandbox", { number, expiry: "12/39", cvc: "123" });
  if (!("token" in made)) throw new Error(made.problem);
  return call(t, "/pay/cardAuthorize", token, {
    productCode: "credits-10",
    paymentToken: made.token,
    idempotencyKey: key,
  });
}

describe("/billingAndPayment/* records", () => {
  it("refuses a caller without a session", async () => {
    expect((await call(t, "/billingAndPayment/getUserRechargesPage", null, {})).status).toBe(401);
    expect((await call(t, "/billingAndPayment/billingAndPaymentStatistics", null, {})).status).toBe(401);
  });

  it("lists the user's payments (failed ones too) and deductions, newest first, paged, with totals", async () => {
    const user = await payingUser(t);
    const other = await payingUser(t, 5);
    await buy(user.token, SANDBOX_CARDS.declined, "records-declined-1");
    const paid = await buy(user.token, SANDBOX_CARDS.succeeds, "records-paid-1");
    for (const companyId of ["R1", "R2", "R3"]) {
      await call(t, "/consume/saveUserConsumption", user.token, {
        type: "export",
        companyId,
        companyName: `Company ${companyId}`,
        idempotencyKey: `records-${companyId}`,
      });
    }
    await call(t, "/consume/saveUserConsumption", other.token, {
      type: "export",
      companyId: "X",
      idempotencyKey: "records-other-1",
    });

    const payments = await call(t, "/billingAndPayment/getUserRechargesPage", user.token, { pageNum: 1, pageSize: 10 });
    expect(payments.json.data.total).toBe(2);
    expect(payments.json.data.list.map((r: { status: string }) => r.status).sort()).toEqual(["failed", "paid"]);
    expect(payments.json.data.list.find((r: { status: string }) => r.status === "paid")).toMatchObject({
      orderNo: paid.json.data.orderNo,
      credits: 10,
      amountCents: 1000,
      currency: "USD",
      cardLast4: "4242",
    });
    expect(payments.json.data.list.find((r: { status: string }) => r.status === "failed")).toMatchObject({
      failureCode: "declined",
      cardLast4: "0002",
    });

    const first = await call(t, "/billingAndPayment/getUserConsumptionPage", user.token, { pageNum: 1, pageSize: 2 });
    expect(first.json.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(first.json.data.list.map((r: { companyId: string }) => r.companyId)).toEqual(["R3", "R2"]);
    const second = await call(t, "/billingAndPayment/getUserConsumptionPage", user.token, { pageNum: 2, pageSize: 2 });
    expect(second.json.data.list).toEqual([
      expect.objectContaining({ type: "export", companyId: "R1", companyName: "Company R1", credits: 1 }),
    ]);

    // One usage type only (the Database page of downloaded reports): R2 also bought as a download.
    await call(t, "/consume/saveDownLoadHK", user.token, { companyId: "R2", idempotencyKey: "records-download-r2" });
    const downloads = await call(t, "/billingAndPayment/getUserConsumptionPage", user.token, {
      type: "reportDownload",
    });
    expect(downloads.json.data).toMatchObject({ total: 1, list: [{ type: "reportDownload", companyId: "R2" }] });
    expect(
      (await call(t, "/billingAndPayment/getUserConsumptionPage", user.token, { type: "reportView" })).json.data.total,
    ).toBe(0);

    const stats = await call(t, "/billingAndPayment/billingAndPaymentStatistics", user.token, {});
    expect(stats.json.data).toEqual({
      availablePoints: 6,
      creditsBought: 10,
      creditsSpent: 4,
      paidOrders: 1,
      amountPaidCents: 1000,
    });
  });
});
