import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { translate } from "../../i18n/messages.ts";
import { PASSWORD, call, freshIp, registerUser, testClock } from "./accounts.test-helpers.ts";
import { EASY_CAPTCHA, captchaPass, solvedPayload } from "./captcha.test-helpers.ts";

const robot = (locale: Parameters<typeof translate>[0]) =>
  translate(locale, "captchaFailed", { supportEmail: EASY_CAPTCHA.supportEmail });

describe("captcha (ALTCHA proof of work)", () => {
  let t: TestApp;
  const clock = testClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: EASY_CAPTCHA });
    await registerUser(t, "ada@example.com");
  });
  afterAll(() => t.close());

  const verify = (token: string, language = "en_US") =>
    call(t, "POST", "/csi/security/recaptcha/verify", { payload: { token }, language, ip: freshIp() });
  const loginAs = (email: string, password: string, ip: string, captcha?: string, language = "en_US") =>
    call(t, "POST", "/csi/user/login", { payload: { email, password, captchaPass: captcha }, ip, language });

  it("gives a signed challenge and keeps its HMAC key in the database, not in the code", async () => {
    const res = await call(t, "GET", "/csi/security/recaptcha/challenge");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { parameters, signature } = res.json().data;
    expect(parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1, keyPrefix: expect.any(String) });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const secret = await t.database.db
      .selectFrom("app_secrets")
      .selectAll()
      .where("name", "=", "captcha-hmac-key")
      .executeTakeFirst();
    expect(secret?.value).toMatch(/^[\w-]{40,}$/);
  });

  it("verifies a solved challenge once and answers a short-lived pass", async () => {
    const payload = await solvedPayload(t);
    const first = await verify(payload, "pt_PO");
    expect(first.json()).toEqual({
      code: 200,
      msg: SERVER_MESSAGES.verificationPassed.pt,
      data: { captchaPass: expect.any(String), expiresIn: 300 },
    });
    const again = await verify(payload, "fa_FA");
    expect(again.statusCode).toBe(428);
    expect(again.json()).toEqual({ code: 428, msg: robot("fr"), data: null, requestId: expect.any(String) });
  });

  it("refuses a forged, tampered or expired payload with the spec's robot message", async () => {
    expect((await verify("bm90IGpzb24=", "cn")).json().msg).toBe(robot("zh"));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const wrongKey = JSON.parse(Buffer.from(await solvedPayload(t), "base64").toString());
    wrongKey.solution.derivedKey = "00".repeat(32);
    expect((await verify(encode(wrongKey))).statusCode).toBe(428);
    const easier = JSON.parse(Buffer.from(await solvedPayload(t), "base64").toString());
    easier.challenge.parameters.expiresAt += 3600;
    expect((await verify(encode(easier))).statusCode).toBe(428);
    const late = await solvedPayload(t);
    clock.advance(11 * 60_000);
    expect((await verify(late)).statusCode).toBe(428);
    expect(robot("en")).toMatch(/^You may be a robot and currently unable to log in\..*help@example\.com.*refresh/);
  });

  it("asks for a captcha pass after 3 failed logins for the account, and uses each pass once", async () => {
    for (let i = 0; i < 3; i++) expect((await loginAs("ada@example.com", "Wrong1234", freshIp())).json().code).toBe(-1);
    const blocked = await loginAs("ada@example.com", PASSWORD, freshIp(), undefined, "ja_JP");
    expect(blocked.statusCode).toBe(428);
    expect(blocked.json()).toEqual({ code: 428, msg: robot("ja"), data: null, requestId: expect.any(String) });
    const pass = await captchaPass(t);
    expect((await loginAs("ada@example.com", PASSWORD, freshIp(), pass)).statusCode).toBe(200);
    // A success clears the account's failures; after 3 more, the used pass does not work again.
    expect((await loginAs("ada@example.com", PASSWORD, freshIp())).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await loginAs("ada@example.com", "Wrong1234", freshIp());
    expect((await loginAs("ada@example.com", PASSWORD, freshIp(), pass)).statusCode).toBe(428);
    expect((await loginAs("ada@example.com", PASSWORD, freshIp(), await captchaPass(t))).statusCode).toBe(200);
  });

  it("asks for it after 10 failed logins from one address, whatever the accounts", async () => {
    const ip = freshIp();
    for (let i = 1; i <= 9; i++) await loginAs(`x${i}@example.com`, "Wrong1234", ip);
    expect((await loginAs("ada@example.com", PASSWORD, ip)).statusCode).toBe(200);
    await loginAs("x10@example.com", "Wrong1234", ip);
    expect((await loginAs("ada@example.com", PASSWORD, ip)).statusCode).toBe(428);
    expect((await loginAs("ada@example.com", PASSWORD, freshIp())).statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    expect((await loginAs("ada@example.com", PASSWORD, ip)).statusCode).toBe(200);
  });
});
