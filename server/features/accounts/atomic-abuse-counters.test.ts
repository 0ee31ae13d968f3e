import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountResultCode } from "../../../contract/accounts.ts";
import { translate } from "../../i18n/messages.ts";
import { take } from "../../lib/rate-limit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  PASSWORD,
  call,
  codeIn,
  freshIp,
  lastMailTo,
  login,
  registerUser,
  testClock,
} from "./accounts.test-helpers.ts";
import { EASY_CAPTCHA, captchaPass } from "./captcha.test-helpers.ts";
import { LIMITS } from "./rate-limit.service.ts";

/** Issue 20, finding 3: failures are counted and checked in one statement, before the secret is checked. */
describe("finding 3: atomic abuse counters", () => {
  let t: TestApp;
  const clock = testClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: EASY_CAPTCHA });
  });
  afterAll(() => t.close());

  const loginAs = async (email: string, password: string, ip: string, extra: Record<string, string> = {}) =>
    call(t, "POST", "/csi/user/login", {
      ip,
      language: "en_US",
      payload: { email, password, captchaPass: await captchaPass(t), ...extra },
    });

  it("the counter lets exactly `max` of 100 simultaneous uses through (one statement each)", async () => {
    const limit = { bucket: "test:atomic", max: 7, windowMs: 60_000 };
    const taken = await Promise.all(
      Array.from({ length: 100 }, () => take(t.database.db, limit, "someone", clock.now())),
    );
    expect(taken.filter((one) => one.ok)).toHaveLength(7);
    expect(taken.filter((one) => !one.ok).every((one) => !one.ok && one.retryAfterSeconds === 60)).toBe(true);
  });

  it("of 100 simultaneous wrong logins from one address at most 10 are checked; then the right password is refused", async () => {
    await registerUser(t, "target@example.com");
    const ip = freshIp();
    const passes = await Promise.all(Array.from({ length: 100 }, () => captchaPass(t)));
    const answers = await Promise.all(
      passes.map((pass) =>
        call(t, "POST", "/csi/user/login", {
          ip,
          payload: { email: "target@example.com", password: "Wrong1234", captchaPass: pass },
        }),
      ),
    );
    const checked = answers.filter((res) => res.json().code === -1);
    expect(checked).toHaveLength(LIMITS.failuresPerAccountAddress.max);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(100 - LIMITS.failuresPerAccountAddress.max);
    const right = await loginAs("target@example.com", PASSWORD, ip);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("the owner is not locked out from another address (captcha, as after any 3 failures)", async () => {
    const elsewhere = freshIp();
    const withoutCaptcha = await call(t, "POST", "/csi/user/login", {
      ip: elsewhere,
      payload: { email: "target@example.com", password: PASSWORD },
    });
    expect(withoutCaptcha.statusCode).toBe(428);
    expect(withoutCaptcha.json().code).toBe(AccountResultCode.captchaRequired);
    expect((await loginAs("target@example.com", PASSWORD, elsewhere)).statusCode).toBe(200);
  });

  it("past 50 failures of the account from all addresses the password needs an emailed code (step-up)", async () => {
    await registerUser(t, "stepup@example.com");
    // 49 failures counted from elsewhere (as many addresses would leave them; a scrypt each is slow), then one here.
    const ceiling = LIMITS.failuresPerAccount;
    for (let i = 1; i < ceiling.max; i++) await take(t.database.db, ceiling, "stepup@example.com", clock.now());
    expect((await loginAs("stepup@example.com", "Wrong1234", freshIp())).json().code).toBe(-1);
    const owner = freshIp();
    // The same answer, and no password check, whether the password is right or wrong.
    for (const password of ["Wrong1234", PASSWORD]) {
      const res = await loginAs("stepup@example.com", password, owner);
      expect(res.statusCode).toBe(428);
      expect(res.json()).toMatchObject({
        code: AccountResultCode.loginCodeRequired,
        msg: translate("en", "loginCodeRequired"),
      });
    }
    const mail = await lastMailTo(t, "stepup@example.com");
    expect(mail?.subject).toBe(translate("en", "mailLoginSubject"));
    const code = codeIn(mail?.body_text ?? "");
    const wrongCode = await loginAs("stepup@example.com", PASSWORD, owner, {
      emailCode: code === "000000" ? "111111" : "000000",
    });
    expect(wrongCode.json().msg).toBe(translate("en", "codeIncorrect"));
    expect((await loginAs("stepup@example.com", PASSWORD, owner, { emailCode: code })).statusCode).toBe(200);
    // A success clears the account's failures: the next sign-in needs neither captcha nor code.
    expect((await login(t, "stepup@example.com", PASSWORD, freshIp())).token).toBeTruthy();
  });

  it("changePwd current-password guesses share the limiter with sign-in", async () => {
    await registerUser(t, "change@example.com");
    const { token } = await login(t, "change@example.com");
    const ip = freshIp();
    const change = (oldPassword: string) =>
      call(t, "POST", "/csi/user/changePwd", {
        token,
        ip,
        payload: { oldPassword, newPasswordOne: "Newpass123", newPasswordTwo: "Newpass123" },
      });
    const guesses = await Promise.all(Array.from({ length: 30 }, () => change("Guess1234")));
    expect(guesses.filter((res) => res.json().code === -1)).toHaveLength(10);
    expect(guesses.filter((res) => res.statusCode === 429)).toHaveLength(20);
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect((await loginAs("change@example.com", PASSWORD, ip)).statusCode).toBe(429);
  });

  it("emailed-code guesses share the limiter with sign-in", async () => {
    await registerUser(t, "codes@example.com");
    const ip = freshIp();
    const tick = (verificationCode: string) =>
      call(t, "POST", "/csi/user/tickNextStep", { ip, payload: { account: "codes@example.com", verificationCode } });
    await call(t, "POST", "/csi/user/sendEmailVerification", {
      ip: freshIp(),
      payload: { email: "codes@example.com", source: "3" },
    });
    const code = codeIn((await lastMailTo(t, "codes@example.com"))?.body_text ?? "");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await tick(wrong)).json().code).toBe(-1);
    for (let i = 0; i < 5; i++) expect((await loginAs("codes@example.com", "Wrong1234", ip)).json().code).toBe(-1);
    expect((await loginAs("codes@example.com", PASSWORD, ip)).statusCode).toBe(429);
    clock.advance(LIMITS.failuresPerAccountAddress.windowMs + 1000);
    expect((await loginAs("codes@example.com", PASSWORD, ip)).statusCode).toBe(200);
  });
});
