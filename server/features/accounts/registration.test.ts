import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { PASSWORD, call, freshIp, lastMailTo, login, requestCode, testClock } from "./accounts.test-helpers.ts";

describe("registration with an emailed code", () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, language = "en_US") =>
    call(t, "POST", "/csi/user/register", { payload, language, ip: freshIp() });
  const form = (email: string, code: string) => ({
    email,
    code,
    firstName: "Grace",
    lastName: "Hopper",
    passwordOne: PASSWORD,
    passwordTwo: PASSWORD,
  });

  it("mails a 6-digit code in the caller's language and registers with it", async () => {
    const res = await call(t, "POST", "/csi/user/sendEmailVerification", {
      payload: { email: "Grace@Example.com ", source: "1" },
      language: "ja_JP",
      ip: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: SERVER_MESSAGES.codeSent.ja, data: { countdown: 300 } });
    const mail = await lastMailTo(t, "grace@example.com");
    expect(mail?.subject).toBe(SERVER_MESSAGES.mailRegisterSubject.ja);
    expect(mail?.status).toBe("logged");
    const code = /\b(\d{6})\b/.exec(mail?.body_text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db.selectFrom("verification_codes").select("code_hash").execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const done = await register(form("grace@example.com", code));
    expect(done.json()).toEqual({
      code: 200,
      msg: SERVER_MESSAGES.registered.en,
      data: { email: "grace@example.com" },
    });
    const { userInfo } = await login(t, "grace@example.com");
    expect(userInfo).toMatchObject({ userType: 1, type: 1, certification: 0, firstName: "Grace", lastName: "Hopper" });
  });

  it("stores the password hashed with scrypt, never in clear", async () => {
    const row = await t.database.db
      .selectFrom("app_users")
      .select("password_hash")
      .where("email", "=", "grace@example.com")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it("finding 8: sign-up answers the same whether or not the address has an account, and mails no code to it", async () => {
    // Past the resend countdown of the code Grace registered with.
    clock.advance(301_000);
    const before = await lastMailTo(t, "grace@example.com");
    const known = await call(t, "POST", "/csi/user/sendEmailVerification", {
      payload: { email: "grace@example.com", source: "1" },
      ip: freshIp(),
    });
    const unknown = await call(t, "POST", "/csi/user/sendEmailVerification", {
      payload: { email: "nobody-yet@example.com", source: "1" },
      ip: freshIp(),
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await lastMailTo(t, "grace@example.com"))?.id).toBe(before?.id);
    expect(await lastMailTo(t, "nobody-yet@example.com")).toBeDefined();
  });

  it("a code works once", async () => {
    const code = await requestCode(t, "once@example.com", "1");
    expect((await register(form("once@example.com", code))).statusCode).toBe(200);
    await t.database.db.deleteFrom("app_users").where("email", "=", "once@example.com").execute();
    const again = await register(form("once@example.com", code));
    expect(again.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.codeIncorrect.en,
      data: null,
      requestId: expect.any(String),
    });
  });

  it("a code expires after 10 minutes", async () => {
    const code = await requestCode(t, "late@example.com", "1");
    clock.advance(10 * 60_000 + 1000);
    const res = await register(form("late@example.com", code));
    expect(res.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.codeExpired.en,
      data: null,
      requestId: expect.any(String),
    });
  });

  it("a code allows 5 tries, then a new one is needed", async () => {
    const code = await requestCode(t, "tries@example.com", "1");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await register(form("tries@example.com", wrong));
      expect(res.json().msg).toBe(SERVER_MESSAGES.codeIncorrect.en);
    }
    const right = await register(form("tries@example.com", code));
    expect(right.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.codeAttemptsExceeded.en,
      data: null,
      requestId: expect.any(String),
    });
  });

  it("a new code replaces the older one", async () => {
    const first = await requestCode(t, "twice@example.com", "1");
    clock.advance(301_000);
    const second = await requestCode(t, "twice@example.com", "1");
    if (first !== second) {
      const old = await register(form("twice@example.com", first));
      expect(old.json().msg).toBe(SERVER_MESSAGES.codeIncorrect.en);
    }
    expect((await register(form("twice@example.com", second))).statusCode).toBe(200);
  });
});
