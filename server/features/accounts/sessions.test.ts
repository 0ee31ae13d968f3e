import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { grantSubscription } from "./entitlements.service.ts";
import { hashToken } from "./sessions.service.ts";
import { PASSWORD, call, freshIp, login, registerUser, testClock } from "./accounts.test-helpers.ts";

describe("sign-in and sessions", () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await registerUser(t, "ada@example.com");
  });
  afterAll(() => t.close());

  const me = (token: string, language = "en_US") => call(t, "GET", "/csi/user/getUserSimpleInfo", { token, language });

  it("answers the token and the spec's userInfo, with a localised success message", async () => {
    const res = await call(t, "POST", "/csi/user/login", {
      payload: { email: "ADA@example.com", password: ` ${PASSWORD} ` },
      language: "it_IA",
      ip: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.msg).toBe(SERVER_MESSAGES.loginSucceeded.it);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.userInfo).toEqual({
      id: expect.any(String),
      userCode: expect.stringMatching(/^[A-Z2-9]{12}$/),
      type: 1,
      certification: 0,
      firstName: "Ada",
      lastName: "Lovelace",
      userType: 1,
      userImg: null,
      email: "ada@example.com",
    });
    expect((await me(body.data.token)).statusCode).toBe(200);
  });

  it("keeps tokens hashed at rest: the raw token appears nowhere in the sessions table", async () => {
    const { token } = await login(t, "ada@example.com");
    const rows = await t.database.db.selectFrom("sessions").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers the older token 403 after a new login, the newer one works", async () => {
    const first = await login(t, "ada@example.com");
    const second = await login(t, "ada@example.com");
    const res = await me(first.token, "ge_DE");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 403,
      msg: SERVER_MESSAGES.loggedInElsewhere.de,
      data: null,
      requestId: expect.any(String),
    });
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it("ends the session on loginOut: the token then answers 401", async () => {
    const { token } = await login(t, "ada@example.com");
    const out = await call(t, "POST", "/csi/user/loginOut", { token, language: "sp_SN" });
    expect(out.json()).toEqual({ code: 200, msg: SERVER_MESSAGES.loggedOut.es, data: null });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().msg).toBe(SERVER_MESSAGES.unauthorized.en);
  });

  it("fails a wrong password or an unknown account with the same localised message, HTTP 400 code -1", async () => {
    for (const email of ["ada@example.com", "nobody@example.com"]) {
      const res = await call(t, "POST", "/csi/user/login", {
        payload: { email, password: "Wrong1234" },
        language: "ne_DU",
        ip: freshIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: -1,
        msg: SERVER_MESSAGES.loginFailed.nl,
        data: null,
        requestId: expect.any(String),
      });
    }
  });

  it("logs out a session idle for more than an hour (the default), not one idle for 59 minutes", async () => {
    const { token } = await login(t, "ada@example.com");
    clock.advance(59 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(61 * 60_000 + 16_000);
    expect((await me(token)).statusCode).toBe(401);
    const row = await t.database.db
      .selectFrom("sessions")
      .select("end_reason")
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    expect(row?.end_reason).toBe("idle");
  });

  it("shortens the idle limit to the user's inactivity timeout; a heartbeat keeps the session", async () => {
    const { token, userInfo } = await login(t, "ada@example.com");
    await grantSubscription(t.database.db, {
      userId: userInfo.id,
      lockType: 1,
      startsAt: new Date(clock.now().getTime() - 86_400_000),
      endsAt: new Date(clock.now().getTime() + 30 * 86_400_000),
      source: "test",
    });
    const set = await call(t, "POST", "/csi/usercenter/setLoginRetentionTime", {
      token,
      payload: { loginRetentionTime: 5 },
    });
    expect(set.json().data).toEqual({
      loginRetentionTime: 5,
      defaultLoginRetentionTime: 5,
      idleLogoutMs: 300_000,
      idleWarningMs: 240_000,
    });
    clock.advance(4 * 60_000);
    const beat = await call(t, "POST", "/csi/user/heartbeat", { token });
    expect(beat.statusCode).toBe(200);
    clock.advance(4 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(5 * 60_000 + 16_000);
    expect((await me(token)).statusCode).toBe(401);
  });
});
