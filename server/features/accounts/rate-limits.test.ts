import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES, translate } from "../../i18n/messages.ts";
import { call, freshIp, lastMailTo, registerUser, testClock } from "./accounts.test-helpers.ts";
import { EASY_CAPTCHA, captchaPass } from "./captcha.test-helpers.ts";

describe("rate limits (kept in the database) answer 429 with the time to wait", () => {
  let t: TestApp;
  const clock = testClock(new Date());
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: EASY_CAPTCHA });
    await registerUser(t, "ada@example.com");
  });
  afterAll(() => t.close());

  const send = (email: string, source: "1" | "3", ip = freshIp(), language = "en_US") =>
    call(t, "POST", "/csi/user/sendEmailVerification", { payload: { email, source }, ip, language });

  it("a register code can be sent again only after 300 s, with the seconds left", async () => {
    expect((await send("new@example.com", "1")).statusCode).toBe(200);
    clock.advance(100_000);
    const early = await send("new@example.com", "1", freshIp(), "ge_DE");
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("200");
    expect(early.json()).toEqual({
      code: 429,
      msg: translate("de", "codeResendWait", { seconds: 200 }),
      data: null,
      requestId: expect.any(String),
    });
    clock.advance(200_000);
    expect((await send("new@example.com", "1")).statusCode).toBe(200);
  });

  it("a reset code after 60 s, and an unknown e-mail is answered the same way without mail", async () => {
    for (const email of ["ada@example.com", "ghost@example.com"]) {
      expect((await send(email, "3")).json().data).toEqual({ countdown: 60 });
      clock.advance(30_000);
      const early = await send(email, "3");
      expect(early.statusCode).toBe(429);
      expect(early.headers["retry-after"]).toBe("30");
      clock.advance(30_000);
    }
    expect(await lastMailTo(t, "ghost@example.com")).toBeUndefined();
    expect((await lastMailTo(t, "ada@example.com"))?.subject).toBe(SERVER_MESSAGES.mailResetSubject.en);
  });

  it("at most 5 codes per e-mail an hour, whatever they are for", async () => {
    await registerUser(t, "grace@example.com");
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await send("grace@example.com", "3")).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const sixth = await send("grace@example.com", "3", freshIp(), "it_IA");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toMatch(/^Troppi tentativi, riprovi tra \d+ secondi$/);
    clock.advance(60 * 60_000);
    expect((await send("grace@example.com", "3")).statusCode).toBe(200);
  });

  it("at most 20 codes per address an hour", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await send(`n${i}@example.com`, "1", ip)).statusCode).toBe(200);
    const res = await send("n20@example.com", "1", ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3500);
  });

  it("at most 10 failed logins per account from one address in 15 minutes, captcha or not", async () => {
    const ip = freshIp();
    const attempt = async () =>
      call(t, "POST", "/csi/user/login", {
        payload: { email: "ada@example.com", password: "Wrong1234", captchaPass: await captchaPass(t) },
        ip,
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).json().code).toBe(-1);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    clock.advance(15 * 60_000 + 1000);
    const later = await call(t, "POST", "/csi/user/login", {
      payload: { email: "ada@example.com", password: "Secret123" },
      ip,
    });
    expect(later.statusCode).toBe(200);
  });

  it("at most 30 failed logins per address in 15 minutes", async () => {
    const ip = freshIp();
    // Sent together (a scrypt each, on the thread pool): each try is counted before its check.
    const passes = await Promise.all(Array.from({ length: 30 }, () => captchaPass(t)));
    const answers = await Promise.all(
      passes.map((pass, i) =>
        call(t, "POST", "/csi/user/login", {
          payload: { email: `who${i}@example.com`, password: "Wrong1234", captchaPass: pass },
          ip,
        }),
      ),
    );
    expect(answers.map((res) => res.json().code)).toEqual(Array.from({ length: 30 }, () => -1));
    const res = await call(t, "POST", "/csi/user/login", {
      payload: { email: "ada@example.com", password: "Secret123" },
      ip,
    });
    expect(res.statusCode).toBe(429);
  });
});
