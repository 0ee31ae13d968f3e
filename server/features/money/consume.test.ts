import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, ledgerOf, payingUser } from "./money.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("the credits ledger under load", () => {
  it("200 parallel deductions against 10 credits: exactly 10 succeed, balance 0, ledger consistent", async () => {
    const user = await payingUser(t, 10);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(t, "/consume/saveUserConsumption", user.token, {
          type: "export",
          companyId: `A${i}`,
          idempotencyKey: `race-${i}-${user.id}`,
        }),
      ),
    );
    const succeeded = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 402);
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(refused[0]?.json).toMatchObject({ code: 402, msg: "No permission, please purchase", data: null });
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.sum).toBe(0);
    expect(ledger.entries.filter((e) => e.delta === -1)).toHaveLength(10);
    const consumptions = await t.database.db
      .selectFrom("credit_consumptions")
      .select("company_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(consumptions).toHaveLength(10);
    expect(new Set(succeeded.map((a) => a.json.data.availablePoints))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it("a replayed idempotency key charges once, even sent 20 times at once", async () => {
    const user = await payingUser(t, 5);
    const body = { type: "reportDownload", companyId: "A42", idempotencyKey: "download-once-1" };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t, "/consume/saveUserConsumption", user.token, body)),
    );
    expect(answers.every((a) => a.status === 200 && a.json.data.deducted === 1)).toBe(true);
    expect(answers.filter((a) => !a.json.data.replayed)).toHaveLength(1);
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.balance).toBe(4);
    expect(ledger.sum).toBe(4);
    // the same key of another user is that user's own
    const other = await payingUser(t, 1);
    expect((await call(t, "/consume/saveUserConsumption", other.token, body)).json.data).toEqual({
      deducted: 1,
      availablePoints: 0,
      replayed: false,
    });
  });

  it("the ledger refuses to be changed and the balance to go negative", async () => {
    const user = await payingUser(t, 3);
    await expect(
      t.database.db.updateTable("credit_ledger").set({ delta: 100 }).where("user_id", "=", user.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.db.updateTable("credit_balances").set({ balance: -1 }).where("user_id", "=", user.id).execute(),
    ).rejects.toThrow(/check/i);
  });
});

describe("/consume/*", () => {
  it("answers 401 without a session and serves the price list to anyone", async () => {
    const body = { type: "reportView", companyId: "A1", idempotencyKey: "nobody-123" };
    expect((await call(t, "/consume/saveUserConsumption", null, body)).status).toBe(401);
    expect((await call(t, "/consume/getPointAndHour", null, {})).status).toBe(401);
    const prices = await call(t, "/consume/getPriceList", null);
    expect(prices.json.data.prices).toContainEqual({ type: "reportUpdate", credits: 1, once: false });
    expect(prices.json.data.reportUpdateHours).toEqual({ min: 24, max: 72 });
  });

  it("a full report view is paid once per company, then free; the quote says so before", async () => {
    const user = await payingUser(t, 2);
    const ask = { type: "reportView", companyId: "A7" };
    expect((await call(t, "/consume/whetherDeductPoints", user.token, ask)).json.data).toEqual({
      deduct: true,
      credits: 1,
      availablePoints: 2,
      enough: true,
    });
    const first = await call(t, "/consume/saveUserConsumption", user.token, { ...ask, idempotencyKey: "view-a7-1" });
    expect(first.json.data).toEqual({ deducted: 1, availablePoints: 1, replayed: false });
    expect((await call(t, "/consume/whetherDeductPoints", user.token, ask)).json.data).toMatchObject({
      deduct: false,
      credits: 0,
    });
    const again = await call(t, "/consume/saveUserConsumption", user.token, { ...ask, idempotencyKey: "view-a7-2" });
    expect(again.json.data).toEqual({ deducted: 0, availablePoints: 1, replayed: false });
    const paid = await call(t, "/consume/getUserConsumptionBatch", user.token, {
      type: "reportView",
      companyIds: ["A7", "A8"],
    });
    expect(paid.json.data).toEqual({ companyIds: ["A7"] });
  });

  it("a batch charges each new company once, all or nothing", async () => {
    const user = await payingUser(t, 3);
    const companies = ["B1", "B2", "B2", "B3", "B4"].map((companyId) => ({
      companyId,
      companyName: `Co ${companyId}`,
    }));
    const short = await call(t, "/consume/saveUserConsumptionBatch", user.token, {
      type: "contactData",
      companies,
      idempotencyKey: "batch-short-1",
    });
    expect(short.status).toBe(402);
    expect((await ledgerOf(t, user.id)).balance).toBe(3);
    const three = await call(t, "/consume/saveUserConsumptionBatch", user.token, {
      type: "contactData",
      companies: companies.slice(0, 4),
      idempotencyKey: "batch-ok-1",
    });
    expect(three.json.data).toEqual({ deducted: 3, availablePoints: 0, replayed: false });
    const ledger = await ledgerOf(t, user.id);
    expect(ledger.entries.at(-1)).toMatchObject({
      delta: -3,
      reason: "consumption",
      reference: "contactData:3 companies",
    });
  });

  it("report downloads (HK) and the report update's price and hours", async () => {
    const user = await payingUser(t, 1);
    expect((await call(t, "/consume/whetherDownLoadHK", user.token, { companyId: "C1" })).json.data).toEqual({
      deduct: true,
      credits: 1,
      availablePoints: 1,
      enough: true,
    });
    const saved = await call(t, "/consume/saveDownLoadHK", user.token, {
      companyId: "C1",
      companyName: "Cee",
      idempotencyKey: "download-c1-1",
    });
    expect(saved.json.data).toEqual({ deducted: 1, availablePoints: 0, replayed: false });
    expect((await call(t, "/consume/whetherDownLoadHK", user.token, { companyId: "C1" })).json.data).toMatchObject({
      deduct: true,
      enough: false,
    });
    expect((await call(t, "/consume/getPointAndHour", user.token, {})).json.data).toEqual({
      availablePoints: 0,
      credits: 1,
      hoursMin: 24,
      hoursMax: 72,
    });
  });

  it("refuses an unknown action and a bad key with 400", async () => {
    const user = await payingUser(t, 1);
    const bad = await call(t, "/consume/saveUserConsumption", user.token, {
      type: "teleport",
      companyId: "A1",
      idempotencyKey: "bad-type-1",
    });
    expect(bad.status).toBe(400);
    const shortKey = await call(t, "/consume/saveUserConsumption", user.token, {
      type: "export",
      companyId: "A1",
      idempotencyKey: "x",
    });
    expect(shortKey.status).toBe(400);
  });
});
