import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { consume } from "./consume.service.ts";
import { call, creditGroup, ledgerOf, payingUser, postForm } from "./money.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const spend = (token: string, key: string, companyId = `C${key}`) =>
  call(t, "/consume/saveUserConsumption", token, { type: "export", companyId, idempotencyKey: `spend-${key}` });

/** The first day of last month, 10:00 UTC: spending then is outside this month's cap. */
function lastMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 10));
}

async function setCap(adminToken: string, userId: string, monthlyCredits?: number) {
  const fields: Record<string, string> = {
    userId,
    monthlyCredits: monthlyCredits === undefined ? "" : String(monthlyCredits),
  };
  return postForm(t, "/org/userCreditCap", adminToken, fields);
}

describe("the group's shared credits under load", () => {
  it("200 parallel deductions by 4 members against a pool of 10: exactly 10 succeed, each entry names its member", async () => {
    const group = await creditGroup(t, 10, 4);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => spend(group.members[i % 4]!.token, `pool-${i}-${group.orgId}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 402);
    expect(refused).toHaveLength(190);
    expect(refused[0]?.json).toMatchObject({ code: 402, msg: "No permission, please purchase", data: null });
    const pool = await ledgerOf(t, group.admin.id);
    expect(pool.balance).toBe(0);
    expect(pool.sum).toBe(0);
    const entries = await t.database.db
      .selectFrom("credit_ledger")
      .select(["spent_by", "delta"])
      .where("user_id", "=", group.admin.id)
      .where("delta", "<", 0)
      .execute();
    expect(entries).toHaveLength(10);
    const memberIds = group.members.map((m) => m.id);
    expect(entries.every((e) => memberIds.includes(String(e.spent_by)))).toBe(true);
    // each member's consumption rows are their own (the usage records), one per charge
    const rows = await t.database.db
      .selectFrom("credit_consumptions")
      .select("user_id")
      .where("user_id", "in", memberIds)
      .execute();
    expect(rows).toHaveLength(10);
    for (const member of group.members) {
      const charged = entries.filter((e) => String(e.spent_by) === member.id).length;
      expect(rows.filter((r) => String(r.user_id) === member.id)).toHaveLength(charged);
      expect((await ledgerOf(t, member.id)).entries).toHaveLength(0);
    }
  });

  it("a member's cap holds under 40 parallel charges; another member and last month's spending are apart", async () => {
    const group = await creditGroup(t, 100, 2);
    const [capped, free] = group.members as [(typeof group.members)[0], (typeof group.members)[0]];
    expect((await setCap(group.admin.token, capped.id, 5)).status).toBe(200);
    // 2 credits spent last month do not count against this month's cap
    await consume(
      t.database.db,
      {
        userId: capped.id,
        action: "export",
        companies: [{ companyId: "OLD1" }, { companyId: "OLD2" }],
        idempotencyKey: "old",
      },
      lastMonth(),
    );
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => spend(capped.token, `cap-${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 402);
    expect(refused).toHaveLength(35);
    expect(refused[0]?.json).toMatchObject({
      code: 402,
      msg: "You have used your monthly share of your group's credits. Ask your group's administrator to raise it",
    });
    expect((await spend(free.token, "free-1")).status).toBe(200);
    expect((await ledgerOf(t, group.admin.id)).balance).toBe(100 - 2 - 5 - 1);
    const credits = await call(t, "/consume/getGroupCredits", capped.token, {});
    expect(credits.json.data).toEqual({
      shared: true,
      poolBalance: 92,
      monthlyCap: 5,
      spentThisMonth: 5,
      capLeft: 0,
      availablePoints: 0,
    });
    // the quote before spending says the same
    const quote = await call(t, "/consume/whetherDeductPoints", capped.token, { type: "export", companyId: "NEW" });
    expect(quote.json.data).toMatchObject({ credits: 1, availablePoints: 0, enough: false });
    // raising the cap opens it again; removing it leaves the pool
    await setCap(group.admin.token, capped.id, 6);
    expect((await spend(capped.token, "cap-after-raise")).status).toBe(200);
    await setCap(group.admin.token, capped.id);
    const uncapped = await call(t, "/consume/getGroupCredits", capped.token, {});
    expect(uncapped.json.data).toMatchObject({ monthlyCap: null, capLeft: null, availablePoints: 91 });
  });

  it("the same key from two members is two charges; a replay by one member charges once", async () => {
    const group = await creditGroup(t, 10, 2);
    const [a, b] = group.members as [(typeof group.members)[0], (typeof group.members)[0]];
    const body = { type: "reportDownload", companyId: "A7", idempotencyKey: "report:A7:2026-12-07" };
    expect((await call(t, "/consume/saveUserConsumption", a.token, body)).json.data.replayed).toBe(false);
    expect((await call(t, "/consume/saveUserConsumption", a.token, body)).json.data.replayed).toBe(true);
    expect((await call(t, "/consume/saveUserConsumption", b.token, body)).json.data.replayed).toBe(false);
    expect((await ledgerOf(t, group.admin.id)).balance).toBe(8);
  });

  it("a disabled member cannot spend the pool; an individual spends their own balance", async () => {
    const group = await creditGroup(t, 10, 1);
    const member = group.members[0]!;
    await t.database.db.updateTable("app_users").set({ org_account_status: 0 }).where("id", "=", member.id).execute();
    const refused = await spend(member.token, "disabled-1");
    expect(refused.status).toBe(402);
    expect(refused.json.msg).toMatch(/administrator/);
    expect((await call(t, "/consume/getGroupCredits", member.token, {})).json.data.availablePoints).toBe(0);
    const individual = await payingUser(t, 3);
    expect((await call(t, "/consume/getGroupCredits", individual.token, {})).json.data).toEqual({
      shared: false,
      poolBalance: 3,
      monthlyCap: null,
      spentThisMonth: 0,
      capLeft: null,
      availablePoints: 3,
    });
    expect((await call(t, "/consume/getGroupCredits", null, {})).status).toBe(401);
  });
});

describe("the administrator's view of the members' spending", () => {
  it("lists each user with this month's and all spending, the cap and the last activity", async () => {
    const group = await creditGroup(t, 20, 2);
    const [a, b] = group.members as [(typeof group.members)[0], (typeof group.members)[0]];
    await consume(
      t.database.db,
      { userId: a.id, action: "export", companies: [{ companyId: "X1" }], idempotencyKey: "k0" },
      lastMonth(),
    );
    await spend(a.token, "k1");
    await spend(a.token, "k2");
    await setCap(group.admin.token, b.id, 7);
    const usage = await call(t, "/org/memberCreditUsage", group.admin.token);
    expect(usage.status).toBe(200);
    expect(usage.json.data.poolBalance).toBe(17);
    const byId = new Map(usage.json.data.members.map((m: { id: string }) => [m.id, m]));
    expect(byId.get(a.id)).toMatchObject({ spentThisMonth: 2, spentTotal: 3, monthlyCap: null, userType: 2 });
    expect(byId.get(a.id)).toHaveProperty("lastActivity", expect.stringMatching(/^\d{4}-/));
    expect(byId.get(b.id)).toMatchObject({ spentThisMonth: 0, spentTotal: 0, monthlyCap: 7, lastActivity: null });
    expect(byId.get(group.admin.id)).toMatchObject({ userType: 3 });
  });

  it("is the administrator's only: 401 signed out, 402 for a member and an individual, 404 outside the organisation", async () => {
    const group = await creditGroup(t, 5, 1);
    const member = group.members[0]!;
    const individual = await payingUser(t);
    expect((await call(t, "/org/memberCreditUsage", null)).status).toBe(401);
    expect((await call(t, "/org/memberCreditUsage", member.token)).status).toBe(402);
    expect((await call(t, "/org/memberCreditUsage", individual.token)).json).toMatchObject({ code: 402 });
    expect((await setCap(member.token, member.id, 1)).status).toBe(402);
    expect((await postForm(t, "/org/userCreditCap", null, { userId: member.id })).status).toBe(401);
    const outsider = await setCap(group.admin.token, individual.id, 3);
    expect(outsider.status).toBe(404);
    expect(outsider.json).toMatchObject({ code: 404, data: null });
    expect((await setCap(group.admin.token, group.admin.id, 3)).status).toBe(404);
    for (const bad of ["-1", "abc", "2000000"]) {
      const answer = await postForm(t, "/org/userCreditCap", group.admin.token, {
        userId: member.id,
        monthlyCredits: bad,
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ data: null });
    }
    const stored = await t.database.db
      .selectFrom("app_users")
      .select("org_monthly_credit_cap")
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(stored.org_monthly_credit_cap).toBeNull();
  });
});

describe("usage records: filters by date, type and member", () => {
  it("filters on the server and lets the administrator read a member's records, or all", async () => {
    const group = await creditGroup(t, 20, 2);
    const [a, b] = group.members as [(typeof group.members)[0], (typeof group.members)[0]];
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    const charge = (userId: string, action: "export" | "reportView", companyId: string, day: string) =>
      consume(
        t.database.db,
        { userId, action, companies: [{ companyId }], idempotencyKey: `${companyId}-${day}` },
        at(day),
      );
    await charge(a.id, "export", "E1", "2026-03-01");
    await charge(a.id, "reportView", "V1", "2026-03-15");
    await charge(a.id, "export", "E2", "2026-04-02");
    await charge(b.id, "export", "E3", "2026-03-10");
    const page = (token: string | null, body: object) =>
      call(t, "/billingAndPayment/getUserConsumptionPage", token, body);

    const march = await page(a.token, { startDate: "2026-03-01", endDate: "2026-03-31" });
    expect(march.json.data.list.map((r: { companyId: string }) => r.companyId)).toEqual(["V1", "E1"]);
    expect(march.json.data.total).toBe(2);
    const exports = await page(a.token, { type: "export" });
    expect(exports.json.data.total).toBe(2);
    const lastDay = await page(a.token, { startDate: "2026-03-15", endDate: "2026-03-15" });
    expect(lastDay.json.data.list).toHaveLength(1);

    const ofA = await page(group.admin.token, { memberId: a.id, type: "export" });
    expect(ofA.json.data.list.map((r: { companyId: string }) => r.companyId)).toEqual(["E2", "E1"]);
    expect(ofA.json.data.list[0]).toMatchObject({ userId: a.id, userName: "Pay Er" });
    const all = await page(group.admin.token, { memberId: "all", startDate: "2026-03-01", endDate: "2026-03-31" });
    expect(all.json.data.total).toBe(3);
    const paged = await page(group.admin.token, { memberId: "all", pageSize: 2, pageNum: 2 });
    expect(paged.json.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 2 });
    expect(paged.json.data.list).toHaveLength(2);

    // a member, an individual: another's records are refused; outside the organisation, 404
    expect((await page(a.token, { memberId: b.id })).status).toBe(402);
    const individual = await payingUser(t);
    expect((await page(individual.token, { memberId: "all" })).status).toBe(402);
    expect((await page(group.admin.token, { memberId: individual.id })).status).toBe(404);
    expect((await page(null, {})).status).toBe(401);
  });

  it("refuses a date that does not exist, a reversed range and a malformed one with the envelope", async () => {
    const user = await payingUser(t);
    const page = (body: object) => call(t, "/billingAndPayment/getUserConsumptionPage", user.token, body);
    const invalid = await page({ startDate: "2026-02-30" });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({
      msg: "Please enter a valid date range: the start date cannot be after the end date",
      data: null,
    });
    expect((await page({ startDate: "2026-05-02", endDate: "2026-05-01" })).status).toBe(400);
    expect((await page({ startDate: "01/05/2026" })).status).toBe(400);
    expect((await page({ memberId: "me" })).status).toBe(400);
    const german = await call(
      t,
      "/billingAndPayment/getUserConsumptionPage",
      user.token,
      { endDate: "2026-13-01" },
      "de_DE",
    );
    expect(german.status).toBe(400);
    expect(german.json.msg).toMatch(/Zeitraum/);
  });
});
