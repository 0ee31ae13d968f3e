import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { PASSWORD, call, freshIp, login, registerUser, requestCode, testClock } from "./accounts.test-helpers.ts";

const NEW_PASSWORD = "Better456";

describe("forgot password, change password, change e-mail", () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await registerUser(t, "ada@example.com");
    await registerUser(t, "bob@example.com");
  });
  afterAll(() => t.close());

  const tick = (account: string, verificationCode: string, language = "en_US") =>
    call(t, "POST", "/csi/user/tickNextStep", { payload: { account, verificationCode }, language, ip: freshIp() });
  const retrieve = (account: string, verificationToken: string, password = NEW_PASSWORD, language = "en_US") =>
    call(t, "POST", "/csi/user/retrievePassword", {
      payload: { account, newPasswordOne: password, newPasswordTow: password, verificationToken },
      language,
      ip: freshIp(),
    });

  it("resets the password with the mailed code, ends every session, and the token works once", async () => {
    const session = await login(t, "ada@example.com");
    const code = await requestCode(t, "ada@example.com", "3");
    const step1 = await tick("ada@example.com", code, "cn");
    expect(step1.json()).toEqual({ code: 200, msg: SERVER_MESSAGES.verificationPassed.zh, data: expect.any(String) });
    const token = step1.json().data as string;

    const weak = await retrieve("ada@example.com", token, "weakpassword1");
    expect(weak.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.passwordTooWeak.en,
      data: null,
      requestId: expect.any(String),
    });
    const done = await retrieve("ada@example.com", token, NEW_PASSWORD, "ja_JP");
    expect(done.json()).toEqual({ code: 200, msg: SERVER_MESSAGES.passwordReset.ja, data: null });

    expect((await call(t, "GET", "/csi/user/getDashboard", { token: session.token })).statusCode).toBe(401);
    expect(
      (
        await call(t, "POST", "/csi/user/login", {
          payload: { email: "ada@example.com", password: PASSWORD },
          ip: freshIp(),
        })
      ).statusCode,
    ).toBe(400);
    await login(t, "ada@example.com", NEW_PASSWORD);
    const reuse = await retrieve("ada@example.com", token, "Another789");
    expect(reuse.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.resetTokenInvalid.en,
      data: null,
      requestId: expect.any(String),
    });
  });

  it("refuses a wrong code, and a code sent for registration", async () => {
    clock.advance(61_000);
    const code = await requestCode(t, "bob@example.com", "3");
    const wrong = await tick("bob@example.com", code === "999999" ? "111111" : "999999", "pt_PO");
    expect(wrong.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.codeIncorrect.pt,
      data: null,
      requestId: expect.any(String),
    });
    const register = await requestCode(t, "carol@example.com", "1");
    expect((await tick("carol@example.com", register)).json().msg).toBe(SERVER_MESSAGES.codeIncorrect.en);
  });

  it("the verification token lasts 15 minutes and belongs to one account", async () => {
    clock.advance(61_000);
    const code = await requestCode(t, "bob@example.com", "3");
    const token = (await tick("bob@example.com", code)).json().data as string;
    expect((await retrieve("ada@example.com", token)).json().msg).toBe(SERVER_MESSAGES.resetTokenInvalid.en);
    clock.advance(15 * 60_000 + 1000);
    expect((await retrieve("bob@example.com", token)).json().msg).toBe(SERVER_MESSAGES.resetTokenInvalid.en);
  });

  it("changes the password with the current one", async () => {
    const { token } = await login(t, "bob@example.com");
    const payload = { oldPassword: "Wrong1234", newPasswordOne: NEW_PASSWORD, newPasswordTwo: NEW_PASSWORD };
    const wrong = await call(t, "POST", "/csi/user/changePwd", { token, payload, language: "ne_DU" });
    expect(wrong.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.currentPasswordIncorrect.nl,
      data: null,
      requestId: expect.any(String),
    });
    const ok = await call(t, "POST", "/csi/user/changePwd", { token, payload: { ...payload, oldPassword: PASSWORD } });
    expect(ok.json()).toEqual({ code: 200, msg: SERVER_MESSAGES.passwordChanged.en, data: null });
    await login(t, "bob@example.com", NEW_PASSWORD);
  });

  it("changes the account e-mail with a code sent to the new address (source '2')", async () => {
    const anonymous = await call(t, "POST", "/csi/user/sendEmailVerification", {
      payload: { email: "new@example.com", source: "2" },
      ip: freshIp(),
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await login(t, "bob@example.com", NEW_PASSWORD);
    const taken = await call(t, "POST", "/csi/user/sendEmailVerification", {
      token,
      payload: { email: "ada@example.com", source: "2" },
      ip: freshIp(),
    });
    expect(taken.json().msg).toBe(SERVER_MESSAGES.accountExists.en);
    const code = await requestCode(t, "robert@example.com", "2", { token });
    const res = await call(t, "POST", "/csi/user/changeUserAccount", {
      token,
      payload: { email: "robert@example.com", code },
      language: "sp_SN",
    });
    expect(res.json()).toEqual({
      code: 200,
      msg: SERVER_MESSAGES.emailChanged.es,
      data: { email: "robert@example.com" },
    });
    await login(t, "robert@example.com", NEW_PASSWORD);
  });
});
