import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES, translate } from "../../i18n/messages.ts";
import { appendCredits, grantSubscription } from "./entitlements.service.ts";
import { PASSWORD, call, freshIp, login, registerUser, signedInUser, testClock } from "./accounts.test-helpers.ts";

describe("account cancellation and ownership hand-over", () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const tasks = async (token: string, language = "en_US") =>
    (await call(t, "GET", "/csi/user/showTasksForCancelAccount", { token, language })).json().data;
  const cancel = (token: string, language = "en_US") => call(t, "GET", "/csi/user/cancelAccount", { token, language });

  it("cancels an account with nothing pending: sessions end, personal data goes, the e-mail is free again", async () => {
    const { token, id } = await signedInUser(t, "gone@example.com");
    expect(await tasks(token)).toEqual({ tasks: [], tasksGivenUp: false, canCancel: true });
    expect((await cancel(token, "sp_SN")).json()).toEqual({
      code: 200,
      msg: SERVER_MESSAGES.accountCancelled.es,
      data: null,
    });
    expect((await call(t, "GET", "/csi/user/getDashboard", { token })).statusCode).toBe(401);
    const row = await t.database.db.selectFrom("app_users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "",
      last_name: "",
      password_hash: null,
      email: `cancelled-${id}@cancelled.invalid`,
    });
    const relogin = await call(t, "POST", "/csi/user/login", {
      payload: { email: "gone@example.com", password: PASSWORD },
      ip: freshIp(),
    });
    expect(relogin.json().code).toBe(-1);
    clock.advance(301_000);
    await registerUser(t, "gone@example.com");
  });

  it("lists remaining subscription time and credits, which must be given up first", async () => {
    const { token, id } = await signedInUser(t, "rich@example.com");
    const now = clock.now().getTime();
    await grantSubscription(t.database.db, {
      userId: id,
      lockType: 2,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date("2026-12-31T00:00:00Z"),
      source: "test",
    });
    await appendCredits(t.database.db, { userId: id, delta: 40, reason: "purchase" }, clock.now());
    const pending = await tasks(token, "ge_DE");
    expect(pending).toEqual({
      tasks: [
        {
          type: "subscription",
          title: translate("de", "cancelTaskSubscription", { date: "2026-12-31" }),
          canGiveUp: true,
        },
        { type: "credits", title: translate("de", "cancelTaskCredits", { credits: 40 }), canGiveUp: true },
      ],
      tasksGivenUp: false,
      canCancel: false,
    });
    expect((await cancel(token)).json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.cancelTasksPending.en,
      data: null,
      requestId: expect.any(String),
    });
    const giveUp = await call(t, "POST", "/csi/user/giveUpTasksForCancelAccount", { token });
    expect(giveUp.json().msg).toBe(SERVER_MESSAGES.cancelTasksGivenUp.en);
    expect((await tasks(token)).canCancel).toBe(true);
    expect((await cancel(token)).statusCode).toBe(200);
  });

  it("an organisation administrator hands the organisation over before cancelling", async () => {
    const admin = await signedInUser(t, "boss@example.com");
    const profile = {
      type: 2,
      firstName: "B",
      lastName: "Oss",
      phoneNumber: "1",
      email: "b@example.com",
      companyName: "Org",
      address1: "1",
      countryCode: "GB",
      city: "L",
      zipCode: "1",
    };
    await call(t, "POST", "/csi/user/saveUserProfile", { token: admin.token, payload: profile });
    const member = await signedInUser(t, "member@example.com");
    const org = await t.database.db.selectFrom("organizations").select("id").executeTakeFirstOrThrow();
    await t.database.db
      .updateTable("app_users")
      .set({ organization_id: org.id, user_type: 2 })
      .where("id", "=", member.id)
      .execute();
    await signedInUser(t, "outsider@example.com");

    const { token } = await login(t, "boss@example.com");
    const pending = await tasks(token);
    expect(pending.tasks).toEqual([
      { type: "ownership", title: SERVER_MESSAGES.cancelTaskOwnership.en, canGiveUp: false },
    ]);
    await call(t, "POST", "/csi/user/giveUpTasksForCancelAccount", { token });
    expect((await tasks(token)).canCancel).toBe(false);

    const outsider = await call(t, "POST", "/csi/user/handleAccountOwnership", {
      token,
      payload: { email: "outsider@example.com" },
      language: "it_IA",
    });
    expect(outsider.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.ownershipTargetInvalid.it,
      data: null,
      requestId: expect.any(String),
    });
    const handed = await call(t, "POST", "/csi/user/handleAccountOwnership", {
      token,
      payload: { email: "member@example.com" },
    });
    expect(handed.json()).toEqual({ code: 200, msg: SERVER_MESSAGES.ownershipTransferred.en, data: null });
    expect((await login(t, "member@example.com")).userInfo.userType).toBe(3);
    const former = await login(t, "boss@example.com");
    expect(former.userInfo.userType).toBe(2);
    expect((await tasks(former.token)).canCancel).toBe(true);
    expect((await cancel(former.token)).statusCode).toBe(200);
  });
});
