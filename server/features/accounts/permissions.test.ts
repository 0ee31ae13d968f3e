import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES, translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { PERMISSION_GATES, type PermissionGate } from "../../../contract/account-center.ts";
import { appendCredits, grantSubscription } from "./entitlements.service.ts";
import { LANGUAGES, call, signedInUser, testClock } from "./accounts.test-helpers.ts";

const DAY = 86_400_000;

/** Probe routes behind each exported gate, as later features will use them. */
function gatedProbes(app: FastifyInstance) {
  for (const gate of Object.keys(PERMISSION_GATES) as PermissionGate[]) {
    app.get(`/csi/probe/${gate}`, { preHandler: [app.requireUser, app.requirePermission(gate)] }, async () => ok(gate));
  }
}

/** Spec §6: which lockTypes each gate lets in. */
const EXPECTED: Record<Exclude<PermissionGate, "groupManagement">, number[]> = {
  aiAssistant: [2, 3],
  reportIssues: [1, 2, 3],
  userGuide: [2],
  userSettings: [1, 2, 3],
};

describe("permissions: simple info and the spec §6 gates (402, never 403)", () => {
  let t: TestApp;
  const clock = testClock();
  const tokens: Record<number, string> = {};
  const ids: Record<number, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, configure: gatedProbes });
    for (const lockType of [0, 1, 2, 3] as const) {
      const user = await signedInUser(t, `tier${lockType}@example.com`);
      tokens[lockType] = user.token;
      ids[lockType] = user.id;
      if (lockType !== 0)
        await grantSubscription(t.database.db, {
          userId: user.id,
          lockType,
          startsAt: new Date(clock.now().getTime() - 10 * DAY),
          endsAt: new Date(clock.now().getTime() + 20 * DAY),
          source: "test",
        });
    }
  });
  afterAll(() => t.close());

  it("answers getUserSimpleInfo from the account's real state", async () => {
    const fresh = await call(t, "GET", "/csi/user/getUserSimpleInfo", { token: tokens[0] });
    expect(fresh.json().data).toEqual({
      certification: 0,
      availablePoints: 0,
      expiration: null,
      vips: [],
      lockType: 0,
      userType: 1,
      idle: {
        loginRetentionTime: null,
        defaultLoginRetentionTime: 5,
        idleLogoutMs: 3_600_000,
        idleWarningMs: 3_540_000,
      },
    });
    const userId = ids[2] ?? "";
    await appendCredits(t.database.db, { userId, delta: 10, reason: "purchase" }, clock.now());
    await appendCredits(
      t.database.db,
      { userId, delta: -3, reason: "report update", idempotencyKey: "order-1" },
      clock.now(),
    );
    await appendCredits(
      t.database.db,
      { userId, delta: -3, reason: "report update", idempotencyKey: "order-1" },
      clock.now(),
    );
    await grantSubscription(t.database.db, {
      userId,
      lockType: 1,
      startsAt: new Date(clock.now().getTime() - 40 * DAY),
      endsAt: new Date(clock.now().getTime() - DAY),
      source: "expired",
    });
    const gold = (await call(t, "GET", "/csi/user/getUserSimpleInfo", { token: tokens[2] })).json().data;
    const endTime = new Date(clock.now().getTime() + 20 * DAY).toISOString();
    expect(gold).toMatchObject({
      availablePoints: 7,
      lockType: 2,
      expiration: endTime,
      vips: [{ lockType: 2, dayUsed: 10, totalDays: 30, endTime }],
    });
  });

  it("never lets the credit balance go negative", async () => {
    const userId = ids[1] ?? "";
    await appendCredits(t.database.db, { userId, delta: 2, reason: "purchase" }, clock.now());
    await expect(
      appendCredits(t.database.db, { userId, delta: -3, reason: "too much" }, clock.now()),
    ).rejects.toMatchObject({
      statusCode: 402,
    });
    const info = await call(t, "GET", "/csi/user/getUserSimpleInfo", { token: tokens[1] });
    expect(info.json().data.availablePoints).toBe(2);
  });

  describe.each(Object.entries(EXPECTED))("gate %s", (gate, allowed) => {
    it.each([0, 1, 2, 3])("lockType %i", async (lockType) => {
      const res = await call(t, "GET", `/csi/probe/${gate}`, { token: tokens[lockType] });
      if (allowed.includes(lockType)) {
        expect(res.statusCode).toBe(200);
      } else {
        expect(res.statusCode).toBe(402);
        expect(res.json()).toEqual({
          code: 402,
          msg: SERVER_MESSAGES.noPermission.en,
          data: null,
          requestId: expect.any(String),
        });
      }
    });
  });

  it("group management: only userType 3", async () => {
    expect((await call(t, "GET", "/csi/probe/groupManagement", { token: tokens[3] })).statusCode).toBe(402);
    await t.database.db
      .updateTable("app_users")
      .set({ user_type: 3 })
      .where("id", "=", ids[3] ?? "")
      .execute();
    expect((await call(t, "GET", "/csi/probe/groupManagement", { token: tokens[3] })).statusCode).toBe(200);
    const owner = await call(t, "POST", "/csi/user/handleAccountOwnership", {
      token: tokens[1],
      payload: { email: "x@example.com" },
    });
    expect(owner.statusCode).toBe(402);
  });

  it("a refusal (402) never ends the session: the same token still works", async () => {
    const refused = await call(t, "POST", "/csi/usercenter/setLoginRetentionTime", {
      token: tokens[0],
      payload: { loginRetentionTime: 10 },
    });
    expect(refused.statusCode).toBe(402);
    expect((await call(t, "GET", "/csi/probe/aiAssistant", { token: tokens[0] })).statusCode).toBe(402);
    const after = await call(t, "GET", "/csi/user/getUserSimpleInfo", { token: tokens[0] });
    expect(after.statusCode).toBe(200);
  });

  it("group members (userType 2) are refused group management and have no add credit entry", async () => {
    await t.database.db
      .updateTable("app_users")
      .set({ user_type: 2 })
      .where("id", "=", ids[1] ?? "")
      .execute();
    const owner = await call(t, "POST", "/csi/user/handleAccountOwnership", {
      token: tokens[1],
      payload: { email: "x@example.com" },
    });
    expect(owner.statusCode).toBe(402);
    const menu = await call(t, "GET", "/csi/user/getUserCenterMenuList", { token: tokens[1] });
    const titles = (menu.json().data as { title: string }[]).map((entry) => entry.title);
    expect(titles).not.toContain("add credit");
    expect(titles).not.toContain("organization");
  });

  it("signed-out callers get 401 from a gate, not 402", async () => {
    expect((await call(t, "GET", "/csi/probe/aiAssistant")).statusCode).toBe(401);
  });

  it.each(LANGUAGES)(
    "User Settings (setLoginRetentionTime) is blocked for lockType 0 in %s",
    async (header, locale) => {
      const res = await call(t, "POST", "/csi/usercenter/setLoginRetentionTime", {
        token: tokens[0],
        payload: { loginRetentionTime: 10 },
        language: header,
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({
        code: 402,
        msg: SERVER_MESSAGES.noPermission[locale],
        data: null,
        requestId: expect.any(String),
      });
    },
  );

  it("sets the inactivity timeout for a subscriber: 2 to 60 minutes, default 5, null back to 1 hour", async () => {
    const set = (payload: unknown) =>
      call(t, "POST", "/csi/usercenter/setLoginRetentionTime", { token: tokens[1], payload });
    expect((await set({})).json().data.loginRetentionTime).toBe(5);
    expect((await set({ loginRetentionTime: 30 })).json().data).toMatchObject({
      loginRetentionTime: 30,
      idleLogoutMs: 1_800_000,
      idleWarningMs: 1_740_000,
    });
    expect((await set({ loginRetentionTime: 61 })).json()).toEqual({
      code: -1,
      msg: translate("en", "retentionInvalid", { min: 2, max: 60 }),
      data: null,
      requestId: expect.any(String),
    });
    expect((await set({ loginRetentionTime: null })).json().data.idleLogoutMs).toBe(3_600_000);
  });
});
